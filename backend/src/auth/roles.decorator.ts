import { SetMetadata } from '@nestjs/common';
import type { Role } from '@speakwell/contracts';

export const ROLES_KEY = 'auth:roles';

/** Limits a route (or a whole controller) to callers with one of these roles: `@Roles('admin')`. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES_KEY, roles);
