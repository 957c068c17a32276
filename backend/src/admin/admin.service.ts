import { Injectable } from '@nestjs/common';
import type { AdminUserRow, PageQuery } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import type { Page } from '../common/paging/keyset-page.js';
import type { User } from '../users/user.entity.js';
import { AdminError } from './admin.errors.js';
import { AdminRepository, type LockedAccounts } from './admin.repository.js';

/** User management for admins: list accounts, enable or disable them, delete them. */
@Injectable()
export class AdminService {
  constructor(private readonly accounts: AdminRepository) {}

  /** One page of every account, newest first. */
  listUsers(query: PageQuery): Promise<Page<AdminUserRow>> {
    return this.accounts.userPage(query);
  }

  /**
   * A disabled user's next request is refused: the auth guard reads is_active every time.
   * Never the last active admin, even when two admins disable each other at the same moment.
   */
  async setActive(admin: AuthUser, userId: string, isActive: boolean): Promise<AdminUserRow> {
    if (userId === admin.id && !isActive) throw AdminError.cannotDisableSelf();
    return this.accounts.underAdminsLock(async (accounts) => {
      await checkAdminChange(accounts, admin, userId);
      // Disabling also ends every token, so enabling again does not revive the old ones.
      const user = await accounts.setActive(userId, isActive);
      if (!user) throw AdminError.userNotFound();
      return toAdminUserRow(user);
    });
  }

  /**
   * Removes the account and everything it owns in one transaction: every user-owned table
   * references users ON DELETE CASCADE, so the delete either takes all of it or none.
   */
  async deleteUser(admin: AuthUser, userId: string): Promise<void> {
    if (userId === admin.id) throw AdminError.cannotDeleteSelf();
    await this.accounts.underAdminsLock(async (accounts) => {
      await checkAdminChange(accounts, admin, userId);
      if (!(await accounts.delete(userId))) throw AdminError.userNotFound();
    });
  }
}

/**
 * Under the admins lock, so concurrent changes run one after another: the acting admin must
 * still be an active admin, and the account changed must not be the last active one.
 */
async function checkAdminChange(accounts: LockedAccounts, admin: AuthUser, userId: string): Promise<void> {
  if (!(await accounts.isActiveAdmin(admin.id))) throw AdminError.noLongerAdmin();
  if (await accounts.isLastActiveAdmin(userId)) throw AdminError.lastActiveAdmin();
}

/** An account in the contract's shape; adminUserPageSql makes list rows the same. */
export function toAdminUserRow(user: User): AdminUserRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    subscription_type: user.subscriptionType,
    subscription_valid_until: user.subscriptionValidUntil?.toISOString() ?? null,
    is_active: user.isActive,
  };
}
