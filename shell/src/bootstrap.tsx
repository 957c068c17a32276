import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { preloadScreens } from './lazy-chunks.js';
import { loadRemotesManifest } from './remotes/remotes-manifest.js';

// Ask for /remotes.json now, without waiting for it: the shell renders either way.
void loadRemotesManifest();
preloadScreens();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
