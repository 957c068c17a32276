// Node environment: the client talks to a real local HTTP server in its tests.
module.exports = { ...require('../../jest.preset.cjs') };
