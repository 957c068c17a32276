import type { Role } from '@speakwell/contracts';

/** The signed-in caller, as loaded for each request (see JwtAuthGuard). */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
}
