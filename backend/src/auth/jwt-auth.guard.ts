import { createSecretKey } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Uuid } from '@speakwell/contracts';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy, type VerifiedCallback } from 'passport-jwt';
import { AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { AUTH_USER_PROPERTY, type AuthenticatedRequest } from './current-user.decorator.js';
import { runPassport } from './passport-runner.js';
import { IS_PUBLIC_KEY } from './public.decorator.js';
import type { TokenPayload } from './token.service.js';

/**
 * Global guard: every route needs `Authorization: Bearer <token>` unless marked @Public().
 * The account is loaded on each request (primary-key lookup of four columns) so a disabled
 * or deleted account is refused at once, and the role is always the current one.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  private readonly passport = new passport.Passport();

  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
    config: AppConfig,
  ) {
    this.passport.use(
      'jwt',
      new JwtStrategy(
        {
          jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
          // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as
          // a public key on every verify (~0.6 ms per request; 12 µs with a KeyObject). The
          // typings only know string | Buffer; jsonwebtoken accepts a KeyObject.
          secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
          algorithms: ['HS256'],
        },
        (payload: Partial<TokenPayload> & { exp?: unknown }, done: VerifiedCallback) => {
          this.toAuthUser(payload).then(
            (user) => done(null, user),
            (error: unknown) => done(error, false),
          );
        },
      ),
    );
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const outcome = await runPassport<AuthUser>(this.passport, 'jwt', request);
    if (outcome.kind !== 'user') throw new AuthError(failureCode(outcome.kind === 'failed' ? outcome.info : undefined));
    request[AUTH_USER_PROPERTY] = outcome.user;
    return true;
  }

  /** A token must name an account by id, expire, and carry the account's current token version. */
  private async toAuthUser(payload: Partial<TokenPayload> & { exp?: unknown }): Promise<AuthUser> {
    if (!Uuid.safeParse(payload.sub).success || typeof payload.exp !== 'number' || typeof payload.ver !== 'number') throw new AuthError(AuthErrorCode.InvalidToken);
    const account = await this.users.findAccess(payload.sub as string);
    if (!account) throw new AuthError(AuthErrorCode.TokenAccountGone);
    if (!account.isActive) throw new AuthError(AuthErrorCode.TokenAccountDisabled);
    if (account.tokenVersion !== payload.ver) throw new AuthError(AuthErrorCode.SessionRevoked);
    return { id: account.id, role: account.role, email: account.email };
  }
}

/** Why passport-jwt refused: no token at all, an expired one, or anything else wrong with it. */
function failureCode(info: unknown): AuthErrorCode {
  if (info instanceof Error) {
    if (info.name === 'TokenExpiredError') return AuthErrorCode.SessionExpired;
    if (info.message === 'No auth token') return AuthErrorCode.AuthenticationRequired;
  }
  return AuthErrorCode.InvalidToken;
}
