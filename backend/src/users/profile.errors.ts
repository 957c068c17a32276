import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const ProfileErrorCode = errorCodes({
  CurrentPasswordRequired: ['CURRENT_PASSWORD_REQUIRED', 400, 'Enter your current password to set a new one.'],
  CurrentPasswordWrong: ['CURRENT_PASSWORD_WRONG', 400, 'The current password is not correct.'],
  GoogleProofRequired: ['PROFILE_GOOGLE_PROOF_REQUIRED', 400, 'This account signs in with Google: sign in with Google again to set a password.'],
  GoogleAccountMismatch: ['PROFILE_GOOGLE_MISMATCH', 403, 'That Google account is not the one linked to this account. The password was not set.'],
});

/** 400, not 401: a wrong current password must not sign the user out of the page they are on. */
export class ProfileError extends defineErrors(ProfileErrorCode) {}
