import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

// 403, not 401, for a wrong proof: the session is fine, the proof is not (a 401 would sign the user out).
export const AccountErrorCode = errorCodes({
  WrongPassword: ['ACCOUNT_WRONG_PASSWORD', 403, 'The password is not correct. Nothing was deleted.'],
  GoogleAccountMismatch: ['ACCOUNT_GOOGLE_MISMATCH', 403, 'That Google account is not the one linked to this account. Nothing was deleted.'],
  ProofMissing: ['ACCOUNT_PROOF_MISSING', 400, 'This account signs in with Google: sign in with Google again to confirm. Nothing was deleted.'],
  LastAdmin: ['ACCOUNT_LAST_ADMIN', 409, 'You are the last admin. Make another account an admin before deleting yours.'],
});

export class AccountError extends defineErrors(AccountErrorCode) {}
