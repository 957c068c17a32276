import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const AdminErrorCode = errorCodes({
  // An admin locking themselves out would leave nobody able to undo it.
  CannotDisableSelf: ['ADMIN_CANNOT_DISABLE_SELF', 400, 'You cannot disable your own account.'],
  CannotDeleteSelf: ['ADMIN_CANNOT_DELETE_SELF', 400, 'You cannot delete your own account.'],
  UserNotFound: ['ADMIN_USER_NOT_FOUND', 404, 'User not found.'],
  // Nobody could manage the accounts any more (nor undo it from the app).
  LastActiveAdmin: ['ADMIN_LAST_ACTIVE_ADMIN', 409, 'This is the last active admin. Make another account an admin first.'],
  NoLongerAdmin: ['ADMIN_NO_LONGER_ADMIN', 403, 'Admin access required'],
  NoAccountWithEmail: ['ADMIN_NO_ACCOUNT_WITH_EMAIL', 404],
});

/** Failures of user management; `message` is shown to the admin as `{ error }`. */
export class AdminError extends defineErrors(AdminErrorCode) {
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
