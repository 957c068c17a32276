// jsdom leaves out TextEncoder/TextDecoder, which react-router (used by @speakwell/ui) needs when it loads.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
