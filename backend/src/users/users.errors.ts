import { defineErrors } from '../common/errors/domain-error.js';

export enum UserErrorCode {
  EmailTaken = 'EMAIL_TAKEN',
}

export class UserError extends defineErrors<UserErrorCode>({
  [UserErrorCode.EmailTaken]: { status: 409, message: 'An account with this email already exists' },
}) {
  constructor(code: UserErrorCode) {
    super(code);
  }
}
