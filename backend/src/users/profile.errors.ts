import { defineErrors } from '../common/errors/domain-error.js';

export enum ProfileErrorCode {
  CurrentPasswordRequired = 'CURRENT_PASSWORD_REQUIRED',
  CurrentPasswordWrong = 'CURRENT_PASSWORD_WRONG',
  GoogleProofRequired = 'PROFILE_GOOGLE_PROOF_REQUIRED',
  GoogleAccountMismatch = 'PROFILE_GOOGLE_MISMATCH',
}

/** 400, not 401: a wrong current password must not sign the user out of the page they are on. */
export class ProfileError extends defineErrors<ProfileErrorCode>({
  [ProfileErrorCode.CurrentPasswordRequired]: { status: 400, message: 'Enter your current password to set a new one.' },
  [ProfileErrorCode.CurrentPasswordWrong]: { status: 400, message: 'The current password is not correct.' },
  [ProfileErrorCode.GoogleProofRequired]: { status: 400, message: 'This account signs in with Google: sign in with Google again to set a password.' },
  [ProfileErrorCode.GoogleAccountMismatch]: { status: 403, message: 'That Google account is not the one linked to this account. The password was not set.' },
}) {
  constructor(code: ProfileErrorCode) {
    super(code);
  }
}
