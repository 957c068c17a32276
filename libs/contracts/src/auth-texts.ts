// The auth rules and texts the pages before sign-in show. No zod here: the login and register
// pages import this file alone (`@speakwell/contracts/auth-texts`), so they do not load the
// schemas; auth.ts re-exports it for everything else.

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The only texts /login#error=... may show (the Google redirect flow's refusals). The login
 * page shows anything else as 'Google login failed', so a crafted link cannot put its own
 * words on the page.
 */
export const GOOGLE_SIGN_IN_ERROR_TEXTS: readonly string[] = [
  'Google sign-in failed',
  'Google sign-in could not start',
  'Google sign-in was cancelled or expired, please try again',
  'Google sign-in failed, please try again',
  'Google sign-in is not configured on this server',
  'Google sign-in failed: invalid token',
  'Google sign-in failed: the Google account email is not verified',
  'Google sign-in failed: this email is linked to a different Google account',
  'Google sign-in is unavailable right now, please try again later',
  'This account has been disabled',
];
