import { DomainError } from '../common/errors/domain-error.js';

export enum AuthErrorCode {
  InvalidCredentials = 'invalid_credentials',
  AccountDisabled = 'account_disabled',
  AuthenticationRequired = 'authentication_required',
  SessionExpired = 'session_expired',
  InvalidToken = 'invalid_token',
  /** A valid token whose account was disabled since: refused at once, as 401 so the client signs out. */
  TokenAccountDisabled = 'token_account_disabled',
  /** A token issued before the password changed (or the account was disabled or taken over). */
  SessionRevoked = 'session_revoked',
  /** A valid token whose account was deleted since. */
  TokenAccountGone = 'token_account_gone',
  AdminRequired = 'admin_required',
  GoogleNotConfigured = 'google_not_configured',
  GoogleInvalidToken = 'google_invalid_token',
  GoogleEmailUnverified = 'google_email_unverified',
  GoogleAccountMismatch = 'google_account_mismatch',
  GoogleUnavailable = 'google_unavailable',
}

const MESSAGES: Record<AuthErrorCode, string> = {
  [AuthErrorCode.InvalidCredentials]: 'Invalid email or password',
  [AuthErrorCode.AccountDisabled]: 'This account has been disabled',
  [AuthErrorCode.AuthenticationRequired]: 'Authentication required',
  [AuthErrorCode.SessionExpired]: 'Your session has expired, please log in again',
  [AuthErrorCode.InvalidToken]: 'Invalid authentication token',
  [AuthErrorCode.TokenAccountDisabled]: 'This account has been disabled',
  [AuthErrorCode.SessionRevoked]: 'Your session has ended, please log in again',
  [AuthErrorCode.TokenAccountGone]: 'This account no longer exists',
  [AuthErrorCode.AdminRequired]: 'Admin access required',
  [AuthErrorCode.GoogleNotConfigured]: 'Google sign-in is not configured on this server',
  [AuthErrorCode.GoogleInvalidToken]: 'Google sign-in failed: invalid token',
  [AuthErrorCode.GoogleEmailUnverified]: 'Google sign-in failed: the Google account email is not verified',
  [AuthErrorCode.GoogleAccountMismatch]: 'Google sign-in failed: this email is linked to a different Google account',
  [AuthErrorCode.GoogleUnavailable]: 'Google sign-in is unavailable right now, please try again later',
};

export class AuthError extends DomainError<AuthErrorCode> {
  constructor(code: AuthErrorCode) {
    super(code, MESSAGES[code]);
  }

  get statusCode(): number {
    switch (this.code) {
      case AuthErrorCode.InvalidCredentials:
      case AuthErrorCode.AuthenticationRequired:
      case AuthErrorCode.SessionExpired:
      case AuthErrorCode.InvalidToken:
      case AuthErrorCode.TokenAccountDisabled:
      case AuthErrorCode.SessionRevoked:
      case AuthErrorCode.TokenAccountGone:
      case AuthErrorCode.GoogleInvalidToken:
      case AuthErrorCode.GoogleEmailUnverified:
        return 401;
      case AuthErrorCode.AccountDisabled:
      case AuthErrorCode.AdminRequired:
        return 403;
      case AuthErrorCode.GoogleNotConfigured:
        return 404;
      case AuthErrorCode.GoogleAccountMismatch:
        return 409;
      case AuthErrorCode.GoogleUnavailable:
        return 503;
    }
  }
}
