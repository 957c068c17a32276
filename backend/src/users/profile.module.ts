import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { UsersModule } from './users.module.js';

/**
 * The signed-in user's own profile. Its own module because it hashes passwords and signs a
 * new token on a password change: UsersModule is imported by AuthModule, so it cannot import
 * auth itself.
 */
@Module({
  imports: [UsersModule, AuthModule],
  controllers: [ProfileController],
  providers: [ProfileService, PasswordHasher],
})
export class ProfileModule {}
