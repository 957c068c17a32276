// The auth rules and texts the pages before sign-in show. No zod here: the login and register
// pages import this file alone (`@speakwell/contracts/auth-texts`), so they do not load the
// schemas; auth.ts re-exports it for everything else.

export const PASSWORD_MIN_LENGTH = 8;

/**
 * What /login#error=CODE shows: the Google redirect flow's refusals by their code (the server's
 * auth codes, and the two only the redirect has: it could not start, or failed for a reason of
 * Google's). The server sends only these codes; the login page shows any other as 'Google login
 * failed', so a crafted link cannot put words of its own on the page.
 */
export const GOOGLE_SIGN_IN_REFUSALS: Readonly<Record<string, string>> = {
  GOOGLE_SIGN_IN_FAILED: 'Google sign-in failed, please try again',
  GOOGLE_SIGN_IN_NOT_STARTED: 'Google sign-in could not start',
  GOOGLE_CODE_INVALID: 'Google sign-in was cancelled or expired, please try again',
  GOOGLE_NOT_CONFIGURED: 'Google sign-in is not configured on this server',
  GOOGLE_INVALID_TOKEN: 'Google sign-in failed: invalid token',
  GOOGLE_EMAIL_UNVERIFIED: 'Google sign-in failed: the Google account email is not verified',
  GOOGLE_ACCOUNT_MISMATCH: 'Google sign-in failed: this email is linked to a different Google account',
  GOOGLE_UNAVAILABLE: 'Google sign-in is unavailable right now, please try again later',
  ACCOUNT_DISABLED: 'This account has been disabled',
};

/** The text of a Google redirect refusal's code, or undefined for a code that is not one of them. */
export function googleSignInRefusalText(code: string): string | undefined {
  return Object.hasOwn(GOOGLE_SIGN_IN_REFUSALS, code) ? GOOGLE_SIGN_IN_REFUSALS[code] : undefined;
}
