// The stylesheet is part of the first paint (linked from index.html), not of a lazy chunk.
import '@speakwell/ui/styles.css';
import { preloadOpenedRemote } from './remotes/opened-remote-preload.js';

// Only a signed-in visitor gets this app (start.ts): the opened page's remote starts loading now.
preloadOpenedRemote(window.location.pathname);

// The async boundary: shared modules (React, the session store, ...) are negotiated with the
// remotes before any app code runs.
import('./bootstrap.js');
