import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AdminUserRow, PageQuery } from '@speakwell/contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { readPage, type Page } from '../common/paging/keyset-page.js';
import { User } from '../users/user.entity.js';
import { AdminError } from './admin.errors.js';
import { adminUserPageSql } from './admin.queries.js';
import { isActiveAdmin, isLastActiveAdmin, lockAdmins } from './last-active-admin.js';

/** User management for admins: list accounts, enable or disable them, delete them. */
@Injectable()
export class AdminService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** One page of every account, newest first (admin.queries.ts). */
  listUsers(query: PageQuery): Promise<Page<AdminUserRow>> {
    return readPage(this.users, { name: 'admin-user-page', text: adminUserPageSql }, [], query);
  }

  /**
   * A disabled user's next request is refused: the auth guard reads is_active every time.
   * Never the last active admin, even when two admins disable each other at the same moment.
   */
  async setActive(admin: AuthUser, userId: string, isActive: boolean): Promise<AdminUserRow> {
    if (userId === admin.id && !isActive) throw AdminError.cannotDisableSelf();
    return this.db.transaction(async (manager) => {
      await this.checkAdminChange(manager, admin, userId);
      const users = manager.getRepository(User);
      // Disabling also ends every token, so enabling again does not revive the old ones.
      const result = await users.update({ id: userId }, isActive ? { isActive } : { isActive, tokenVersion: () => 'token_version + 1' });
      if (!result.affected) throw AdminError.userNotFound();
      return toAdminUserRow(await users.findOneByOrFail({ id: userId }));
    });
  }

  /**
   * Removes the account and everything it owns in one transaction: every user-owned table
   * references users ON DELETE CASCADE, so the delete either takes all of it or none.
   */
  async deleteUser(admin: AuthUser, userId: string): Promise<void> {
    if (userId === admin.id) throw AdminError.cannotDeleteSelf();
    await this.db.transaction(async (manager) => {
      await this.checkAdminChange(manager, admin, userId);
      const result = await manager.delete(User, { id: userId });
      if (!result.affected) throw AdminError.userNotFound();
    });
  }

  /**
   * Under the admins lock (last-active-admin.ts), so concurrent changes run one after another:
   * the acting admin must still be an active admin, and the account changed must not be the
   * last active one.
   */
  private async checkAdminChange(manager: EntityManager, admin: AuthUser, userId: string): Promise<void> {
    await lockAdmins(manager);
    if (!(await isActiveAdmin(manager, admin.id))) throw AdminError.noLongerAdmin();
    if (await isLastActiveAdmin(manager, userId)) throw AdminError.lastActiveAdmin();
  }
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
