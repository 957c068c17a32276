import { Module } from '@nestjs/common';
import { GoogleIdTokenVerifier } from '../auth/google/google-id-token.verifier.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountExportService } from './account-export.service.js';
import { AccountController } from './account.controller.js';

/** A user's own data, exported whole, and the account deleted with everything it owns. */
@Module({
  controllers: [AccountController],
  providers: [AccountExportService, AccountDeletionService, PasswordHasher, GoogleIdTokenVerifier],
})
export class AccountModule {}
