import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { preloadRemote } from './remotes/remote-preload.js';
import { remoteForPath } from './remotes/remote-routes.js';
import { loadRemotesManifest } from './remotes/remotes-manifest.js';

// /remotes.json and the opened page's remote were asked for in index.ts; the shell renders
// either way. The opened remote's ./Module loads meanwhile, while the frame renders.
void loadRemotesManifest();
const openedRemote = remoteForPath(window.location.pathname);
if (openedRemote) preloadRemote(openedRemote);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
