import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountExportService } from './account-export.service.js';
import { AccountController } from './account.controller.js';
import { AccountRepository } from './account.repository.js';

/** A user's own data, exported whole, and the account deleted with everything it owns. */
@Module({
  imports: [AuthModule, UsersModule, AdminModule],
  controllers: [AccountController],
  providers: [AccountExportService, AccountDeletionService, AccountRepository],
})
export class AccountModule {}
