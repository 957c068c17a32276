import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user.js';

/** Request property JwtAuthGuard fills with the caller. */
export const AUTH_USER_PROPERTY = 'authUser';
/** Request property JwtAuthGuard fills with the caller's data version (users.data_version, common/owner-cache). */
export const DATA_VERSION_PROPERTY = 'authDataVersion';

export type AuthenticatedRequest = FastifyRequest & { [AUTH_USER_PROPERTY]?: AuthUser; [DATA_VERSION_PROPERTY]?: string };

/** The signed-in caller: `me(@CurrentUser() user: AuthUser)`. Only on routes that are not @Public(). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>()[AUTH_USER_PROPERTY];
  if (!user) throw new Error('@CurrentUser() used on a route without an authenticated user');
  return user;
});
