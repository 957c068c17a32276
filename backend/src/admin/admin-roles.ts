import type { DataSource } from 'typeorm';
import { type AdminAccount, AdminRepository } from './admin.repository.js';
import { AdminError } from './admin.errors.js';

export type { AdminAccount };

const normalised = (email: string): string => email.trim().toLowerCase();

/**
 * Who is an admin, decided by an operator on the server (`npm run admin`), never by an email
 * someone typed at registration. Works on a DataSource, so the command needs no running API.
 */
export class AdminRoles {
  private readonly accounts: AdminRepository;

  constructor(db: DataSource) {
    this.accounts = new AdminRepository(db);
  }

  /** Makes an existing account admin; its next request has admin rights (the guard reads the role). */
  async grant(email: string): Promise<AdminAccount> {
    const account = await this.accounts.grantAdmin(normalised(email));
    if (!account) throw AdminError.noAccountWithEmail(normalised(email));
    return account;
  }

  /** Back to a plain user, unless it is the last active admin. */
  revoke(email: string): Promise<AdminAccount> {
    return this.accounts.underAdminsLock(async (accounts) => {
      const account = await accounts.findByEmail(normalised(email));
      if (!account) throw AdminError.noAccountWithEmail(normalised(email));
      if (await accounts.isLastActiveAdmin(account.id)) throw AdminError.lastActiveAdmin();
      await accounts.setRole(account.id, 'user');
      return { email: account.email, name: account.name, active: account.active };
    });
  }

  /** Every admin account, oldest first. */
  list(): Promise<AdminAccount[]> {
    return this.accounts.admins();
  }
}
