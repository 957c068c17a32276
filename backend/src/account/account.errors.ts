import { defineErrors } from '../common/errors/domain-error.js';

export enum AccountErrorCode {
  WrongPassword = 'ACCOUNT_WRONG_PASSWORD',
  GoogleAccountMismatch = 'ACCOUNT_GOOGLE_MISMATCH',
  ProofMissing = 'ACCOUNT_PROOF_MISSING',
  LastAdmin = 'ACCOUNT_LAST_ADMIN',
}

// 403, not 401, for a wrong proof: the session is fine, the proof is not (a 401 would sign the user out).
export class AccountError extends defineErrors<AccountErrorCode>({
  [AccountErrorCode.WrongPassword]: { status: 403, message: 'The password is not correct. Nothing was deleted.' },
  [AccountErrorCode.GoogleAccountMismatch]: { status: 403, message: 'That Google account is not the one linked to this account. Nothing was deleted.' },
  [AccountErrorCode.ProofMissing]: { status: 400, message: 'This account signs in with Google: sign in with Google again to confirm. Nothing was deleted.' },
  [AccountErrorCode.LastAdmin]: { status: 409, message: 'You are the last admin. Make another account an admin before deleting yours.' },
}) {}
