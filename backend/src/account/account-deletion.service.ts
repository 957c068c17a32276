import { Injectable } from '@nestjs/common';
import type { DeleteAccountRequest } from '@speakwell/contracts';
import { AdminRepository } from '../admin/admin.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import { type Claimant, Reauthentication } from '../auth/reauthentication.js';
import { type SignInProof, UsersRepository } from '../users/users.repository.js';
import { AccountError, AccountErrorCode } from './account.errors.js';

/**
 * Deletes an account and everything it owns. Every user-owned table references users(id) ON
 * DELETE CASCADE, so the one DELETE removes it all in a single statement, inside a transaction
 * that first takes the admins lock (two last admins deleting themselves at once cannot both win).
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: AdminRepository,
    private readonly reauthentication: Reauthentication,
  ) {}

  async delete(caller: AuthUser, clientAddress: string, proof: DeleteAccountRequest): Promise<void> {
    const userId = caller.id;
    const user = await this.users.signInProof(userId);
    await this.checkProof(user, { email: caller.email, clientAddress }, proof);
    await this.accounts.underAdminsLock(async (accounts) => {
      if (await accounts.isLastActiveAdmin(userId)) throw new AccountError(AccountErrorCode.LastAdmin);
      await accounts.delete(userId);
    });
  }

  /** The password, or a Google sign-in of the same Google account within 5 minutes; throttled as logins are. */
  private async checkProof(user: SignInProof, claimant: Claimant, proof: DeleteAccountRequest): Promise<void> {
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
