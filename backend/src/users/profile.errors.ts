import { defineErrors } from '../common/errors/domain-error.js';

export enum ProfileErrorCode {
  CurrentPasswordRequired = 'CURRENT_PASSWORD_REQUIRED',
  CurrentPasswordWrong = 'CURRENT_PASSWORD_WRONG',
}

/** 400, not 401: a wrong current password must not sign the user out of the page they are on. */
export class ProfileError extends defineErrors<ProfileErrorCode>({
  [ProfileErrorCode.CurrentPasswordRequired]: { status: 400, message: 'Enter your current password to set a new one.' },
  [ProfileErrorCode.CurrentPasswordWrong]: { status: 400, message: 'The current password is not correct.' },
}) {
  constructor(code: ProfileErrorCode) {
    super(code);
  }
}
