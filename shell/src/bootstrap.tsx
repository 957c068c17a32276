import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { afterDocumentParsed } from './document-parsed.js';
import { openedScreenOrTimeout } from './remotes/opened-screen.js';
import { loadRemotesManifest } from './remotes/remotes-manifest.js';

// Read /remotes.json now (start.ts has usually fetched it already), without waiting for it:
// the shell renders either way.
void loadRemotesManifest();
// The remote of the page opened loads meanwhile (its files are already on the way, start.ts);
// the first render waits a moment for it, so the frame and the screen show together.
const openedScreen = openedScreenOrTimeout();

afterDocumentParsed(() => {
  void openedScreen.then(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('index.html has no #root element');
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
