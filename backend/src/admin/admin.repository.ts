import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminUserRow, PageQuery, Role } from '@speakwell/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { readPage, type Page } from '../common/paging/keyset-page.js';
import { SqlStatements } from '../database/sql-statements.js';
import { User } from '../users/user.entity.js';
import { adminUserPageSql } from './admin.queries.js';

/** An account as the admin command lists it. */
export interface AdminAccount {
  email: string;
  name: string;
  active: boolean;
}

/** Advisory lock key of "who is an active admin is changing" (any number fixed for this app). */
const ADMINS_LOCK_KEY = 7_195_600_002;

/**
 * The accounts inside one transaction that holds the admins lock: every change that can take an
 * active admin away (disable, delete, revoke, an admin deleting their own account) runs here,
 * so they run one after another and each sees the ones before it (two admins disabling each
 * other at once: the second is refused).
 */
export class LockedAccounts {
  constructor(
    private readonly manager: EntityManager,
    private readonly sql: SqlStatements,
  ) {}

  /** Whether `userId` is an active admin and no other active admin exists. */
  async isLastActiveAdmin(userId: string): Promise<boolean> {
    const row = await this.sql.row<{ target: boolean; others: number }>(
      {
        text: `SELECT coalesce(bool_or(id = $1), false) AS target, count(*) FILTER (WHERE id <> $1)::int AS others FROM users WHERE role = 'admin' AND is_active`,
      },
      [userId],
      this.manager,
    );
    return Boolean(row?.target) && row?.others === 0;
  }

  /** Whether `userId` is (still) an active admin. */
  async isActiveAdmin(userId: string): Promise<boolean> {
    return (await this.sql.rows({ text: `SELECT 1 FROM users WHERE id = $1 AND role = 'admin' AND is_active` }, [userId], this.manager)).length > 0;
  }

  /** Enables or disables the account (disabling also ends every token); null when there is none. */
  async setActive(userId: string, isActive: boolean): Promise<User | null> {
    const users = this.manager.getRepository(User);
    const result = await users.update({ id: userId }, isActive ? { isActive } : { isActive, tokenVersion: () => 'token_version + 1' });
    return result.affected ? users.findOneByOrFail({ id: userId }) : null;
  }

  /** Deletes the account and, by ON DELETE CASCADE, everything it owns; false when there is none. */
  async delete(userId: string): Promise<boolean> {
    return Boolean((await this.manager.delete(User, { id: userId })).affected);
  }

  /** The account with this (normalised) email, with its id. */
  async findByEmail(email: string): Promise<(AdminAccount & { id: string }) | null> {
    return this.sql.row({ text: `SELECT id, email, name, is_active AS active FROM users WHERE email = $1` }, [email], this.manager);
  }

  async setRole(userId: string, role: Role): Promise<void> {
    await this.manager.getRepository(User).update({ id: userId }, { role });
  }
}

/**
 * Who may manage accounts and who is an admin (table users, as admins see it). Built on a
 * DataSource, so `npm run admin` uses it without a running API.
 */
@Injectable()
export class AdminRepository {
  private readonly sql: SqlStatements;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sql = new SqlStatements(db);
  }

  /** One page of every account, newest first (admin.queries.ts). */
  userPage(page: PageQuery): Promise<Page<AdminUserRow>> {
    return readPage(this.sql, { name: 'admin-user-page', text: adminUserPageSql }, [], page);
  }

  /** Runs `change` in one transaction under the admins lock (held until it ends). */
  underAdminsLock<T>(change: (accounts: LockedAccounts) => Promise<T>): Promise<T> {
    return this.db.transaction(async (manager) => {
      await this.sql.rows({ text: 'SELECT pg_advisory_xact_lock($1)' }, [ADMINS_LOCK_KEY], manager);
      return change(new LockedAccounts(manager, this.sql));
    });
  }

  /** Makes the account with this (normalised) email admin in one statement; null when there is none. */
  grantAdmin(email: string): Promise<AdminAccount | null> {
    return this.sql.row<AdminAccount>(
      {
        text: `WITH changed AS (UPDATE users SET role = 'admin' WHERE email = $1 RETURNING email, name, is_active) SELECT email, name, is_active AS active FROM changed`,
      },
      [email],
    );
  }

  /** Every admin account, oldest first. */
  admins(): Promise<AdminAccount[]> {
    return this.sql.rows<AdminAccount>({ text: `SELECT email, name, is_active AS active FROM users WHERE role = 'admin' ORDER BY created_at, id` }, []);
  }
}
