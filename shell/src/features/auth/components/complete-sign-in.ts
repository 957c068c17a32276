import { googleSignInRefusalText } from '@speakwell/contracts/auth-texts';
import { sessionStore, type SignedInUser } from '@speakwell/session';

/** The end of every sign-in (password, Google One Tap, Google redirect): store, go to /, reload. */
export function completeSignIn(user: SignedInUser): void {
  sessionStore.getState().login(user);
  window.location.assign('/');
}

export type RedirectSignIn = { kind: 'code'; code: string } | { kind: 'failed'; error: string };

/**
 * The Google redirect flow lands on /login#code=... (a one-time code only this browser can
 * exchange for the session), or on /login#error=CODE when the server refused the sign-in. Reads
 * and clears that fragment. The text shown is the one of the code; anything else in `error` is
 * not ours to show. A token in the fragment is never taken: a link carrying one is how
 * someone would sign this browser into their account.
 */
export function takeRedirectSignIn(): RedirectSignIn | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const code = fragment.get('code');
  const error = fragment.get('error');
  if (code === null && error === null && !fragment.has('token')) return null;
  // Nothing of it must stay in the address bar or the history.
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  if (code) return { kind: 'code', code };
  if (error === null) return null;
  return { kind: 'failed', error: googleSignInRefusalText(error) ?? 'Google login failed' };
}
