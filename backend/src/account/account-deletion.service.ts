import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DeleteAccountRequest } from '@speakwell/contracts';
import { DataSource } from 'typeorm';
import { isLastActiveAdmin, lockAdmins } from '../admin/last-active-admin.js';
import { GoogleIdTokenVerifier } from '../auth/google/google-id-token.verifier.js';
import { PasswordHasher } from '../auth/password-hasher.js';
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
    private readonly passwords: PasswordHasher,
    private readonly google: GoogleIdTokenVerifier,
  ) {}

  async delete(userId: string, proof: DeleteAccountRequest): Promise<void> {
    const user = await this.db.getRepository(User).findOneOrFail({ where: { id: userId }, select: { id: true, role: true, passwordHash: true, googleSub: true } });
    await this.checkProof(user, proof);
    await this.db.transaction(async (manager) => {
      await lockAdmins(manager);
      if (await isLastActiveAdmin(manager, userId)) throw new AccountError(AccountErrorCode.LastAdmin);
      await manager.getRepository(User).delete({ id: userId });
    });
  }

  private async checkProof(user: User, proof: DeleteAccountRequest): Promise<void> {
    if (user.passwordHash) {
      if (!proof.password || !(await this.passwords.verify(user.passwordHash, proof.password))) throw new AccountError(AccountErrorCode.WrongPassword);
      return;
    }
    if (!proof.google_token) throw new AccountError(AccountErrorCode.ProofMissing);
    const identity = await this.google.verify(proof.google_token);
    if (!user.googleSub || identity.sub !== user.googleSub) throw new AccountError(AccountErrorCode.GoogleAccountMismatch);
  }
}
