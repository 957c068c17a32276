// The one script index.html loads. A visitor who is not signed in (or asks for /login or
// /register) gets the signed-out app: React, the router and the two pages in one small bundle
// without Module Federation. Everyone else gets the signed-in app (main.*.js, the federation
// host), whose URL index.html passes as data-app.
import { sessionStore } from '@speakwell/session';

const SIGNED_OUT_PATHS = ['/login', '/register'];

const appScript = document.currentScript instanceof HTMLScriptElement ? document.currentScript.dataset.app : undefined;
const signedIn = Boolean(sessionStore.getState().token);

if (!signedIn || SIGNED_OUT_PATHS.includes(window.location.pathname) || !appScript) {
  void import('./features/auth/signed-out-app.js');
} else {
  const script = document.createElement('script');
  script.src = appScript;
  document.head.append(script);
}
