import { createSecretKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Uuid } from '@speakwell/contracts';
import { Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config.js';
import { UsersRepository } from '../users/users.repository.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { type AuthenticatedRequest, DATA_VERSION_PROPERTY } from './current-user.decorator.js';
import type { TokenPayload } from './token.service.js';

export const JWT_STRATEGY = 'jwt';

/**
 * Request property the guard fills with its own app's strategy. Passport keeps one strategy per
 * name for the whole process, the last app's; two apps in one process (the API tests run
 * several) must not check tokens with each other's secret or database.
 */
export const SESSION_CHECK_PROPERTY = 'sessionCheck';

type SessionRequest = AuthenticatedRequest & { [SESSION_CHECK_PROPERTY]?: JwtStrategy };

/** The token of `Authorization: Bearer <token>` (scheme in any case), or null. */
export function bearerToken(request: { headers: { authorization?: string } }): string | null {
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(request.headers.authorization ?? '');
  return match && match[1].toLowerCase() === 'bearer' ? match[2] : null;
}

/**
 * passport-jwt with the app's secret, HS256 only, then the account read on each request (one
 * prepared primary-key read): a disabled or deleted account, or a token ended by a password
 * change, is refused at once on every replica, and the role is always the current one. The
 * same read gives the version of the user's data, which common/owner-cache keys answers by.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  /** A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a public key on every verify (~0.6 ms). */
  readonly key: KeyObject;

  constructor(
    private readonly users: UsersRepository,
    config: AppConfig,
  ) {
    const key = createSecretKey(Buffer.from(config.jwtSecret));
    super({
      jwtFromRequest: bearerToken,
      // passport-jwt hands the key to jsonwebtoken as it is, which takes a KeyObject (its types say string | Buffer).
      secretOrKeyProvider: (request: SessionRequest, _token: string, done: (error: null, key: Buffer) => void) =>
        done(null, (request[SESSION_CHECK_PROPERTY]?.key ?? key) as unknown as Buffer),
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
    this.key = key;
  }

  validate(request: SessionRequest, payload: unknown): Promise<AuthUser> {
    return (request[SESSION_CHECK_PROPERTY] ?? this).account(request, payload);
  }

  private async account(request: SessionRequest, payload: unknown): Promise<AuthUser> {
    const claims = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<TokenPayload> & { exp?: unknown };
    if (!Uuid.safeParse(claims.sub).success || typeof claims.exp !== 'number' || typeof claims.ver !== 'number')
      throw new AuthError(AuthErrorCode.InvalidToken);
    const account = await this.users.requestAccess(claims.sub as string);
    if (!account) throw new AuthError(AuthErrorCode.TokenAccountGone);
    if (!account.isActive) throw new AuthError(AuthErrorCode.TokenAccountDisabled);
    if (account.tokenVersion !== claims.ver) throw new AuthError(AuthErrorCode.SessionRevoked);
    request[DATA_VERSION_PROPERTY] = account.dataVersion;
    return { id: account.id, role: account.role, email: account.email };
  }
}
