import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const UserErrorCode = errorCodes({
  EmailTaken: ['EMAIL_TAKEN', 409, 'An account with this email already exists'],
});

export class UserError extends defineErrors(UserErrorCode) {}
