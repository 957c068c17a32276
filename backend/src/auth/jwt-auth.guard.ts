import { createSecretKey, type KeyObject } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Uuid } from '@speakwell/contracts';
import jwt from 'jsonwebtoken';
import { AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { AUTH_USER_PROPERTY, type AuthenticatedRequest, DATA_VERSION_PROPERTY } from './current-user.decorator.js';
import { IS_PUBLIC_KEY } from './public.decorator.js';
import type { TokenPayload } from './token.service.js';

/**
 * Global guard: every route needs `Authorization: Bearer <token>` unless marked @Public().
 * The token is checked with jsonwebtoken (HS256 only), then the account is read on each request
 * (one prepared primary-key read) so a disabled or deleted account, or a token ended by a
 * password change, is refused at once on every replica, and the role is always the current one.
 * The same read gives the version of the user's data, which common/owner-cache keys answers by.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  /** A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a public key on every verify (~0.6 ms). */
  private readonly key: KeyObject;

  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
    config: AppConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()])) return true;
    await this.authenticate(context.switchToHttp().getRequest<AuthenticatedRequest>());
    return true;
  }

  /**
   * Checks the request's token and account, fills in the caller, and answers it; throws
   * AuthError otherwise. Also used before a large body is read (transcription/audio-body.ts).
   */
  async authenticate(request: AuthenticatedRequest): Promise<AuthUser> {
    const payload = this.verify(bearerToken(request.headers.authorization));
    if (!Uuid.safeParse(payload.sub).success || typeof payload.exp !== 'number' || typeof payload.ver !== 'number') throw new AuthError(AuthErrorCode.InvalidToken);
    const account = await this.users.requestAccess(payload.sub as string);
    if (!account) throw new AuthError(AuthErrorCode.TokenAccountGone);
    if (!account.isActive) throw new AuthError(AuthErrorCode.TokenAccountDisabled);
    if (account.tokenVersion !== payload.ver) throw new AuthError(AuthErrorCode.SessionRevoked);
    const user: AuthUser = { id: account.id, role: account.role, email: account.email };
    request[AUTH_USER_PROPERTY] = user;
    request[DATA_VERSION_PROPERTY] = account.dataVersion;
    return user;
  }

  private verify(token: string): Partial<TokenPayload> & { exp?: unknown } {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload !== 'object' || payload === null) throw new AuthError(AuthErrorCode.InvalidToken);
      return payload as Partial<TokenPayload> & { exp?: unknown };
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw new AuthError(AuthErrorCode.SessionExpired);
      throw new AuthError(AuthErrorCode.InvalidToken);
    }
  }
}

/** The token of `Authorization: Bearer <token>` (scheme in any case); none: AuthenticationRequired. */
function bearerToken(header: string | undefined): string {
  const match = header === undefined ? null : /^\s*(\S+)\s+(\S+)\s*$/.exec(header);
  if (!match || match[1].toLowerCase() !== 'bearer') throw new AuthError(AuthErrorCode.AuthenticationRequired);
  return match[2];
}
