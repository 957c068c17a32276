import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@speakwell/contracts';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import { AUTH_USER_PROPERTY, type AuthenticatedRequest } from './current-user.decorator.js';
import { ROLES_KEY } from './roles.decorator.js';

/** Global guard after JwtAuthGuard: enforces @Roles(...) on the server. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>()[AUTH_USER_PROPERTY];
    if (user && roles.includes(user.role)) return true;
    // 'admin' is the only role that gates anything.
    throw new AuthError(AuthErrorCode.AdminRequired);
  }
}
