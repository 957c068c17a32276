import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountExportService } from './account-export.service.js';
import { AccountController } from './account.controller.js';

/** A user's own data, exported whole, and the account deleted with everything it owns. */
@Module({
  imports: [AuthModule],
  controllers: [AccountController],
  providers: [AccountExportService, AccountDeletionService],
})
export class AccountModule {}
