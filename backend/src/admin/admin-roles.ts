import type { DataSource } from 'typeorm';
import { AdminError } from './admin.errors.js';
import { isLastActiveAdmin, lockAdmins } from './last-active-admin.js';

export interface AdminAccount {
  email: string;
  name: string;
  active: boolean;
}

const normalised = (email: string): string => email.trim().toLowerCase();

/**
 * Who is an admin, decided by an operator on the server (`npm run admin`), never by an email
 * someone typed at registration. Works on a DataSource, so the command needs no running API.
 */
export class AdminRoles {
  constructor(private readonly db: DataSource) {}

  /** Makes an existing account admin; its next request has admin rights (the guard reads the role). */
  async grant(email: string): Promise<AdminAccount> {
    const [row]: AdminAccount[] = await this.db.query(
      `WITH changed AS (UPDATE users SET role = 'admin' WHERE email = $1 RETURNING email, name, is_active) SELECT email, name, is_active AS active FROM changed`,
      [normalised(email)],
    );
    if (!row) throw AdminError.noAccountWithEmail(normalised(email));
    return row;
  }

  /** Back to a plain user, unless it is the last active admin. */
  async revoke(email: string): Promise<AdminAccount> {
    return this.db.transaction(async (manager) => {
      await lockAdmins(manager);
      const [account]: Array<AdminAccount & { id: string }> = await manager.query(`SELECT id, email, name, is_active AS active FROM users WHERE email = $1`, [
        normalised(email),
      ]);
      if (!account) throw AdminError.noAccountWithEmail(normalised(email));
      if (await isLastActiveAdmin(manager, account.id)) throw AdminError.lastActiveAdmin();
      await manager.query(`UPDATE users SET role = 'user' WHERE id = $1`, [account.id]);
      return { email: account.email, name: account.name, active: account.active };
    });
  }

  /** Every admin account, oldest first. */
  list(): Promise<AdminAccount[]> {
    return this.db.query(`SELECT email, name, is_active AS active FROM users WHERE role = 'admin' ORDER BY created_at, id`);
  }
}
