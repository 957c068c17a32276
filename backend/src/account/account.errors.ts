import { DomainError } from '../common/errors/domain-error.js';

export enum AccountErrorCode {
  WrongPassword = 'account_wrong_password',
  GoogleAccountMismatch = 'account_google_mismatch',
  ProofMissing = 'account_proof_missing',
  LastAdmin = 'account_last_admin',
}

const MESSAGES: Record<AccountErrorCode, string> = {
  [AccountErrorCode.WrongPassword]: 'The password is not correct. Nothing was deleted.',
  [AccountErrorCode.GoogleAccountMismatch]: 'That Google account is not the one linked to this account. Nothing was deleted.',
  [AccountErrorCode.ProofMissing]: 'This account signs in with Google: sign in with Google again to confirm. Nothing was deleted.',
  [AccountErrorCode.LastAdmin]: 'You are the last admin. Make another account an admin before deleting yours.',
};

export class AccountError extends DomainError<AccountErrorCode> {
  constructor(code: AccountErrorCode) {
    super(code, MESSAGES[code]);
  }

  get statusCode(): number {
    switch (this.code) {
      // 403, not 401: the session is fine, the proof is not (a 401 would sign the user out).
      case AccountErrorCode.WrongPassword:
      case AccountErrorCode.GoogleAccountMismatch:
        return 403;
      case AccountErrorCode.ProofMissing:
        return 400;
      case AccountErrorCode.LastAdmin:
        return 409;
    }
  }
}
