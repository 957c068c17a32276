import { defineErrors } from '../common/errors/domain-error.js';

export enum AdminErrorCode {
  CannotDisableSelf = 'ADMIN_CANNOT_DISABLE_SELF',
  CannotDeleteSelf = 'ADMIN_CANNOT_DELETE_SELF',
  UserNotFound = 'ADMIN_USER_NOT_FOUND',
  LastActiveAdmin = 'ADMIN_LAST_ACTIVE_ADMIN',
  NoLongerAdmin = 'ADMIN_NO_LONGER_ADMIN',
  NoAccountWithEmail = 'ADMIN_NO_ACCOUNT_WITH_EMAIL',
}

/** Failures of user management; `message` is shown to the admin as `{ error }`. */
export class AdminError extends defineErrors<AdminErrorCode>({
  // An admin locking themselves out would leave nobody able to undo it.
  [AdminErrorCode.CannotDisableSelf]: { status: 400, message: 'You cannot disable your own account.' },
  [AdminErrorCode.CannotDeleteSelf]: { status: 400, message: 'You cannot delete your own account.' },
  [AdminErrorCode.UserNotFound]: { status: 404, message: 'User not found.' },
  // Nobody could manage the accounts any more (nor undo it from the app).
  [AdminErrorCode.LastActiveAdmin]: { status: 409, message: 'This is the last active admin. Make another account an admin first.' },
  [AdminErrorCode.NoLongerAdmin]: { status: 403, message: 'Admin access required' },
  [AdminErrorCode.NoAccountWithEmail]: { status: 404 },
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

  static lastActiveAdmin(): AdminError {
    return new AdminError(AdminErrorCode.LastActiveAdmin);
  }

  static noLongerAdmin(): AdminError {
    return new AdminError(AdminErrorCode.NoLongerAdmin);
  }

  static noAccountWithEmail(email: string): AdminError {
    return new AdminError(AdminErrorCode.NoAccountWithEmail, `No account with the email ${email}: it must be registered (or signed in with Google) first.`);
  }
}
