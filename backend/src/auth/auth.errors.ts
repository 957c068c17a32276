import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const AuthErrorCode = errorCodes({
  InvalidCredentials: ['INVALID_CREDENTIALS', 401, 'Invalid email or password'],
  AccountDisabled: ['ACCOUNT_DISABLED', 403, 'This account has been disabled'],
  AuthenticationRequired: ['AUTHENTICATION_REQUIRED', 401, 'Authentication required'],
  SessionExpired: ['SESSION_EXPIRED', 401, 'Your session has expired, please log in again'],
  InvalidToken: ['INVALID_TOKEN', 401, 'Invalid authentication token'],
  /** A valid token whose account was disabled since: refused at once, as 401 so the client signs out. */
  TokenAccountDisabled: ['TOKEN_ACCOUNT_DISABLED', 401, 'This account has been disabled'],
  /** A token issued before the password changed (or the account was disabled or taken over). */
  SessionRevoked: ['SESSION_REVOKED', 401, 'Your session has ended, please log in again'],
  /** A valid token whose account was deleted since. */
  TokenAccountGone: ['TOKEN_ACCOUNT_GONE', 401, 'This account no longer exists'],
  AdminRequired: ['ADMIN_REQUIRED', 403, 'Admin access required'],
  GoogleNotConfigured: ['GOOGLE_NOT_CONFIGURED', 404, 'Google sign-in is not configured on this server'],
  GoogleInvalidToken: ['GOOGLE_INVALID_TOKEN', 401, 'Google sign-in failed: invalid token'],
  GoogleEmailUnverified: ['GOOGLE_EMAIL_UNVERIFIED', 401, 'Google sign-in failed: the Google account email is not verified'],
  GoogleAccountMismatch: ['GOOGLE_ACCOUNT_MISMATCH', 409, 'Google sign-in failed: this email is linked to a different Google account'],
  GoogleUnavailable: ['GOOGLE_UNAVAILABLE', 503, 'Google sign-in is unavailable right now, please try again later'],
  /** The redirect flow's one-time code is unknown, used, expired or from another browser. */
  GoogleCodeInvalid: ['GOOGLE_CODE_INVALID', 401, 'Google sign-in was cancelled or expired, please try again'],
  /**
   * A Google sign-in given as proof for a change, made more than five minutes ago. 403, not 401:
   * the session is fine, the proof is not (a 401 would sign the user out).
   */
  GoogleProofStale: ['GOOGLE_PROOF_STALE', 403, 'That Google sign-in is more than 5 minutes old: sign in with Google again.'],
});

export class AuthError extends defineErrors(AuthErrorCode) {}
