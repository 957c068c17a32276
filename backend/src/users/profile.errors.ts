import { DomainError } from '../common/errors/domain-error.js';

export enum ProfileErrorCode {
  CurrentPasswordRequired = 'current_password_required',
  CurrentPasswordWrong = 'current_password_wrong',
}

const MESSAGES: Record<ProfileErrorCode, string> = {
  [ProfileErrorCode.CurrentPasswordRequired]: 'Enter your current password to set a new one.',
  [ProfileErrorCode.CurrentPasswordWrong]: 'The current password is not correct.',
};

/** 400, not 401: a wrong current password must not sign the user out of the page they are on. */
export class ProfileError extends DomainError<ProfileErrorCode> {
  constructor(code: ProfileErrorCode) {
    super(code, MESSAGES[code]);
  }

  get statusCode(): number {
    switch (this.code) {
      case ProfileErrorCode.CurrentPasswordRequired:
      case ProfileErrorCode.CurrentPasswordWrong:
        return 400;
    }
  }
}
