// The page's start script, inline in index.html (shell/rspack.config.ts; the API allows it by
// its hash in the page's CSP), so it runs as soon as the head is parsed. A visitor who is not
// signed in (or asks for /login or /register) gets the signed-out app: React, the router and the
// two pages in one small bundle without Module Federation. Everyone else gets the signed-in app
// (main.*.js, the federation host), whose URL index.html passes as data-app, with the scripts it
// loads next as data-preload: all are fetched at once, and so are /remotes.json and the opened
// page's remote.
import { sessionStore } from '@speakwell/session';
import { prefetchOpenedRemote, preloadFile } from './remotes/opened-remote-prefetch.js';

const SIGNED_OUT_PATHS = ['/login', '/register'];

const startScript = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const appScript = startScript?.dataset.app;
const signedIn = Boolean(sessionStore.getState().token);

function startSignedInApp(app: string, next: string[]): void {
  // A preload is fetched at high priority; the script element alone would be fetched low.
  const appArrived = preloadFile(app, 'script');
  for (const href of next) void preloadFile(href, 'script');
  const remoteAskedFor = prefetchOpenedRemote(window.location.pathname).catch(() => undefined);
  // main.js runs for a while once added: add it when the opened remote's files are asked for,
  // or when it has arrived, whichever is first (it cannot run before it arrives anyway).
  void Promise.race([appArrived, remoteAskedFor]).then(() => {
    const script = document.createElement('script');
    script.src = app;
    document.head.append(script);
  });
}

if (!signedIn || SIGNED_OUT_PATHS.includes(window.location.pathname) || !appScript) {
  void import('./features/auth/signed-out-app.js');
} else {
  startSignedInApp(appScript, (startScript?.dataset.preload ?? '').split(' ').filter(Boolean));
}
