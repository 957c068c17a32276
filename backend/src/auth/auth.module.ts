import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from '../config/app-config.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { GoogleAuthController } from './google/google-auth.controller.js';
import { GoogleIdTokenVerifier } from './google/google-id-token.verifier.js';
import { GoogleRedirectFlow } from './google/google-redirect.flow.js';
import { GoogleSignInCodes } from './google/google-sign-in-codes.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { Reauthentication } from './reauthentication.js';
import { RolesGuard } from './roles.guard.js';
import { TokenService } from './token.service.js';

/**
 * Accounts and sign-in. Installs the two global guards, in this order: JwtAuthGuard (a token
 * on every route not marked @Public(), checked by JwtStrategy) then RolesGuard (@Roles('admin')).
 * Our own tokens are signed (TokenService) and read outside the guard (releases/remotes-viewer.ts)
 * with @nestjs/jwt; the guard's check is passport-jwt's; both run jsonwebtoken with one key, HS256 only.
 */
@Module({
  imports: [
    UsersModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwtSecret)),
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresInSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, GoogleAuthController],
  providers: [
    AuthService,
    LoginThrottle,
    PasswordHasher,
    TokenService,
    GoogleIdTokenVerifier,
    GoogleRedirectFlow,
    GoogleSignInCodes,
    Reauthentication,
    JwtStrategy,
    JwtAuthGuard,
    { provide: APP_GUARD, useExisting: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [TokenService, JwtAuthGuard, Reauthentication],
})
export class AuthModule {}
