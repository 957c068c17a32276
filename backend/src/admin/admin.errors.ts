import { DomainError } from '../common/errors/domain-error.js';

export enum AdminErrorCode {
  CannotDisableSelf = 'ADMIN_CANNOT_DISABLE_SELF',
  CannotDeleteSelf = 'ADMIN_CANNOT_DELETE_SELF',
  UserNotFound = 'ADMIN_USER_NOT_FOUND',
}

/** Failures of user management; `message` is shown to the admin as `{ error }`. */
export class AdminError extends DomainError<AdminErrorCode> {
  private constructor(code: AdminErrorCode, message: string) {
    super(code, message);
  }

  get statusCode(): number {
    switch (this.code) {
      // An admin locking themselves out would leave nobody able to undo it.
      case AdminErrorCode.CannotDisableSelf:
      case AdminErrorCode.CannotDeleteSelf:
        return 400;
      case AdminErrorCode.UserNotFound:
        return 404;
      default:
        return assertNever(this.code);
    }
  }

  static cannotDisableSelf(): AdminError {
    return new AdminError(AdminErrorCode.CannotDisableSelf, 'You cannot disable your own account.');
  }

  static cannotDeleteSelf(): AdminError {
    return new AdminError(AdminErrorCode.CannotDeleteSelf, 'You cannot delete your own account.');
  }

  static userNotFound(): AdminError {
    return new AdminError(AdminErrorCode.UserNotFound, 'User not found.');
  }
}

function assertNever(code: never): never {
  throw new Error(`Unhandled admin error code: ${String(code)}`);
}
