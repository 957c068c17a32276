import { defineErrors } from '../common/errors/domain-error.js';

export enum AdminErrorCode {
  CannotDisableSelf = 'ADMIN_CANNOT_DISABLE_SELF',
  CannotDeleteSelf = 'ADMIN_CANNOT_DELETE_SELF',
  UserNotFound = 'ADMIN_USER_NOT_FOUND',
}

/** Failures of user management; `message` is shown to the admin as `{ error }`. */
export class AdminError extends defineErrors<AdminErrorCode>({
  // An admin locking themselves out would leave nobody able to undo it.
  [AdminErrorCode.CannotDisableSelf]: { status: 400, message: 'You cannot disable your own account.' },
  [AdminErrorCode.CannotDeleteSelf]: { status: 400, message: 'You cannot delete your own account.' },
  [AdminErrorCode.UserNotFound]: { status: 404, message: 'User not found.' },
}) {
  static cannotDisableSelf(): AdminError {
    return new AdminError(AdminErrorCode.CannotDisableSelf);
  }

  static cannotDeleteSelf(): AdminError {
    return new AdminError(AdminErrorCode.CannotDeleteSelf);
  }

  static userNotFound(): AdminError {
    return new AdminError(AdminErrorCode.UserNotFound);
  }
}
