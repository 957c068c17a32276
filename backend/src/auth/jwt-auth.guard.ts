import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import type { AuthUser } from './auth-user.js';
import { AUTH_USER_PROPERTY, type AuthenticatedRequest } from './current-user.decorator.js';
import { JWT_STRATEGY, JwtStrategy, SESSION_CHECK_PROPERTY, bearerToken } from './jwt.strategy.js';
import { IS_PUBLIC_KEY } from './public.decorator.js';

const AUTHENTICATE_OPTIONS = { session: false, property: AUTH_USER_PROPERTY };

/** What jsonwebtoken (under passport-jwt) names an expired token's failure. */
const EXPIRED = 'TokenExpiredError';

/**
 * Global guard: every route needs `Authorization: Bearer <token>` unless marked @Public().
 * The token and account are checked by JwtStrategy (passport-jwt); every refusal is an
 * AuthError, so a client can tell an expired session from a revoked one.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtStrategy,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()])) return true;
    context.switchToHttp().getRequest<AuthenticatedRequest & Record<typeof SESSION_CHECK_PROPERTY, JwtStrategy>>()[SESSION_CHECK_PROPERTY] = this.strategy;
    return super.canActivate(context) as Promise<boolean>;
  }

  /**
   * Checks the request's token and account, fills in the caller, and answers it; throws
   * AuthError otherwise. For checks outside a route's guards: before a large body is read
   * (transcription/audio-body.ts) and on the deploy routes (releases/deploy-access.guard.ts).
   */
  async authenticate(request: AuthenticatedRequest): Promise<AuthUser> {
    const context = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => undefined }) } as unknown as ExecutionContext;
    (request as AuthenticatedRequest & Record<typeof SESSION_CHECK_PROPERTY, JwtStrategy>)[SESSION_CHECK_PROPERTY] = this.strategy;
    await super.canActivate(context);
    const user = request[AUTH_USER_PROPERTY];
    if (!user) throw new AuthError(AuthErrorCode.AuthenticationRequired);
    return user;
  }

  override getAuthenticateOptions(): typeof AUTHENTICATE_OPTIONS {
    return AUTHENTICATE_OPTIONS;
  }

  override handleRequest<User = AuthUser>(error: unknown, user: User | false, info: unknown, context: ExecutionContext): User {
    if (error) throw error;
    if (user) return user;
    if (bearerToken(context.switchToHttp().getRequest<AuthenticatedRequest>()) === null) throw new AuthError(AuthErrorCode.AuthenticationRequired);
    if (info instanceof Error && info.name === EXPIRED) throw new AuthError(AuthErrorCode.SessionExpired);
    throw new AuthError(AuthErrorCode.InvalidToken);
  }
}
