import { sessionStore, type SignedInUser } from '@speakwell/session';

/** The end of every sign-in (password, Google One Tap, Google redirect): store, go to /, reload. */
export function completeSignIn(user: SignedInUser): void {
  sessionStore.getState().login(user);
  window.location.assign('/');
}

/**
 * The Google redirect flow lands on /login#token=...&role=...&userId=... . Reads and clears
 * that fragment; returns the user it carries, if any.
 */
export function takeRedirectSignIn(): SignedInUser | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = fragment.get('token');
  if (!token) return null;
  // The token must not stay in the address bar or the history.
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return { token, role: fragment.get('role'), userId: fragment.get('userId') };
}
