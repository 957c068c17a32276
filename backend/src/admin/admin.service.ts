import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AdminUserRow, PageQuery } from '@speakwell/contracts';
import { DataSource, type Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { readPage, type Page } from '../common/paging/keyset-page.js';
import { User } from '../users/user.entity.js';
import { AdminError } from './admin.errors.js';
import { adminUserPageSql } from './admin.queries.js';

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

  /** A disabled user's next request is refused: the auth guard reads is_active every time. */
  async setActive(admin: AuthUser, userId: string, isActive: boolean): Promise<AdminUserRow> {
    if (userId === admin.id && !isActive) throw AdminError.cannotDisableSelf();
    // Disabling also ends every token, so enabling again does not revive the old ones.
    const result = await this.users.update({ id: userId }, isActive ? { isActive } : { isActive, tokenVersion: () => 'token_version + 1' });
    if (!result.affected) throw AdminError.userNotFound();
    return toAdminUserRow(await this.users.findOneByOrFail({ id: userId }));
  }

  /**
   * Removes the account and everything it owns in one transaction: every user-owned table
   * references users ON DELETE CASCADE, so the delete either takes all of it or none.
   */
  async deleteUser(admin: AuthUser, userId: string): Promise<void> {
    if (userId === admin.id) throw AdminError.cannotDeleteSelf();
    await this.db.transaction(async (manager) => {
      const result = await manager.delete(User, { id: userId });
      if (!result.affected) throw AdminError.userNotFound();
    });
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
