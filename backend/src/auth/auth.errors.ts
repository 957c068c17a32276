import { defineErrors } from '../common/errors/domain-error.js';

export enum AuthErrorCode {
  InvalidCredentials = 'INVALID_CREDENTIALS',
  AccountDisabled = 'ACCOUNT_DISABLED',
  AuthenticationRequired = 'AUTHENTICATION_REQUIRED',
  SessionExpired = 'SESSION_EXPIRED',
  InvalidToken = 'INVALID_TOKEN',
  /** A valid token whose account was disabled since: refused at once, as 401 so the client signs out. */
  TokenAccountDisabled = 'TOKEN_ACCOUNT_DISABLED',
  /** A token issued before the password changed (or the account was disabled or taken over). */
  SessionRevoked = 'SESSION_REVOKED',
  /** A valid token whose account was deleted since. */
  TokenAccountGone = 'TOKEN_ACCOUNT_GONE',
  AdminRequired = 'ADMIN_REQUIRED',
  GoogleNotConfigured = 'GOOGLE_NOT_CONFIGURED',
  GoogleInvalidToken = 'GOOGLE_INVALID_TOKEN',
  GoogleEmailUnverified = 'GOOGLE_EMAIL_UNVERIFIED',
  GoogleAccountMismatch = 'GOOGLE_ACCOUNT_MISMATCH',
  GoogleUnavailable = 'GOOGLE_UNAVAILABLE',
  /** The redirect flow's one-time code is unknown, used, expired or from another browser. */
  GoogleCodeInvalid = 'GOOGLE_CODE_INVALID',
  /** A Google sign-in given as proof for a change, made more than five minutes ago. */
  GoogleProofStale = 'GOOGLE_PROOF_STALE',
}

export class AuthError extends defineErrors<AuthErrorCode>({
  [AuthErrorCode.InvalidCredentials]: { status: 401, message: 'Invalid email or password' },
  [AuthErrorCode.AccountDisabled]: { status: 403, message: 'This account has been disabled' },
  [AuthErrorCode.AuthenticationRequired]: { status: 401, message: 'Authentication required' },
  [AuthErrorCode.SessionExpired]: { status: 401, message: 'Your session has expired, please log in again' },
  [AuthErrorCode.InvalidToken]: { status: 401, message: 'Invalid authentication token' },
  [AuthErrorCode.TokenAccountDisabled]: { status: 401, message: 'This account has been disabled' },
  [AuthErrorCode.SessionRevoked]: { status: 401, message: 'Your session has ended, please log in again' },
  [AuthErrorCode.TokenAccountGone]: { status: 401, message: 'This account no longer exists' },
  [AuthErrorCode.AdminRequired]: { status: 403, message: 'Admin access required' },
  [AuthErrorCode.GoogleNotConfigured]: { status: 404, message: 'Google sign-in is not configured on this server' },
  [AuthErrorCode.GoogleInvalidToken]: { status: 401, message: 'Google sign-in failed: invalid token' },
  [AuthErrorCode.GoogleEmailUnverified]: { status: 401, message: 'Google sign-in failed: the Google account email is not verified' },
  [AuthErrorCode.GoogleAccountMismatch]: { status: 409, message: 'Google sign-in failed: this email is linked to a different Google account' },
  [AuthErrorCode.GoogleUnavailable]: { status: 503, message: 'Google sign-in is unavailable right now, please try again later' },
  [AuthErrorCode.GoogleCodeInvalid]: { status: 401, message: 'Google sign-in was cancelled or expired, please try again' },
  // 403, not 401: the session is fine, the proof is not (a 401 would sign the user out).
  [AuthErrorCode.GoogleProofStale]: { status: 403, message: 'That Google sign-in is more than 5 minutes old: sign in with Google again.' },
}) {
  constructor(code: AuthErrorCode) {
    super(code);
  }
}
