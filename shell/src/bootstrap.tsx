import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { afterDocumentParsed } from './document-parsed.js';
import { preloadRemote } from './remotes/remote-preload.js';
import { remoteForPath } from './remotes/remote-routes.js';
import { loadRemotesManifest } from './remotes/remotes-manifest.js';

// Read /remotes.json now (start.ts has usually fetched it already), without waiting for it:
// the shell renders either way. The remote of the page opened loads meanwhile (its files are
// already on the way, start.ts), while the frame renders, not after it.
void loadRemotesManifest();
const openedRemote = remoteForPath(window.location.pathname);
if (openedRemote) preloadRemote(openedRemote);

afterDocumentParsed(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
