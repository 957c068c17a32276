import { DomainError } from '../common/errors/domain-error.js';

export enum UserErrorCode {
  EmailTaken = 'email_taken',
}

const MESSAGES: Record<UserErrorCode, string> = {
  [UserErrorCode.EmailTaken]: 'An account with this email already exists',
};

export class UserError extends DomainError<UserErrorCode> {
  constructor(code: UserErrorCode) {
    super(code, MESSAGES[code]);
  }

  get statusCode(): number {
    switch (this.code) {
      case UserErrorCode.EmailTaken:
        return 409;
    }
  }
}
