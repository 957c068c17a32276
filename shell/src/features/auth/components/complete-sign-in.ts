import { GOOGLE_SIGN_IN_ERROR_TEXTS } from '@speakwell/contracts/auth-texts';
import { sessionStore, type SignedInUser } from '@speakwell/session';

/** The end of every sign-in (password, Google One Tap, Google redirect): store, go to /, reload. */
export function completeSignIn(user: SignedInUser): void {
  sessionStore.getState().login(user);
  window.location.assign('/');
}

export type RedirectSignIn = { kind: 'signed-in'; user: SignedInUser } | { kind: 'failed'; error: string };

/**
 * The Google redirect flow lands on /login#token=...&role=...&userId=... , or on
 * /login#error=... when the server refused the sign-in. Reads and clears that fragment. Only
 * the server's known refusals are shown as they are; any other text is not ours to show.
 */
export function takeRedirectSignIn(): RedirectSignIn | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = fragment.get('token');
  const error = fragment.get('error');
  if (!token && error === null) return null;
  // The token must not stay in the address bar or the history.
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  if (!token) return { kind: 'failed', error: error && GOOGLE_SIGN_IN_ERROR_TEXTS.includes(error) ? error : 'Google login failed' };
  return { kind: 'signed-in', user: { token, role: fragment.get('role'), userId: fragment.get('userId') } };
}
