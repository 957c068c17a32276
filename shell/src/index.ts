// The stylesheet is part of the first paint (linked from index.html), not of a lazy chunk.
import '@speakwell/ui/styles.css';

// The async boundary: shared modules (React, the session store, ...) are negotiated with the
// remotes before any app code runs.
void import('./bootstrap.js');
