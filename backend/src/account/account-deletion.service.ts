import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DeleteAccountRequest } from '@speakwell/contracts';
import { DataSource } from 'typeorm';
import { isLastActiveAdmin, lockAdmins } from '../admin/last-active-admin.js';
import type { AuthUser } from '../auth/auth-user.js';
import { type Claimant, Reauthentication } from '../auth/reauthentication.js';
import { User } from '../users/user.entity.js';
import { AccountError, AccountErrorCode } from './account.errors.js';

/**
 * Deletes an account and everything it owns. Every user-owned table references users(id) ON
 * DELETE CASCADE, so the one DELETE removes it all in a single statement, inside a transaction
 * that first takes the admins lock (two last admins deleting themselves at once cannot both win).
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly reauthentication: Reauthentication,
  ) {}

  async delete(caller: AuthUser, clientAddress: string, proof: DeleteAccountRequest): Promise<void> {
    const userId = caller.id;
    const user = await this.db
      .getRepository(User)
      .findOneOrFail({ where: { id: userId }, select: { id: true, role: true, passwordHash: true, googleSub: true } });
    await this.checkProof(user, { email: caller.email, clientAddress }, proof);
    await this.db.transaction(async (manager) => {
      await lockAdmins(manager);
      if (await isLastActiveAdmin(manager, userId)) throw new AccountError(AccountErrorCode.LastAdmin);
      await manager.getRepository(User).delete({ id: userId });
    });
  }

  /** The password, or a Google sign-in of the same Google account within 5 minutes; throttled as logins are. */
  private async checkProof(user: User, claimant: Claimant, proof: DeleteAccountRequest): Promise<void> {
    if (user.passwordHash) {
      if (!proof.password || !(await this.reauthentication.passwordMatches(claimant, user.passwordHash, proof.password)))
        throw new AccountError(AccountErrorCode.WrongPassword);
      return;
    }
    if (!proof.google_token) throw new AccountError(AccountErrorCode.ProofMissing);
    if (!(await this.reauthentication.googleProves(claimant, user.googleSub, proof.google_token)))
      throw new AccountError(AccountErrorCode.GoogleAccountMismatch);
  }
}
