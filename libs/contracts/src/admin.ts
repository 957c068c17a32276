import { z } from 'zod';
import { Role } from './auth.js';

export const AdminUserRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: Role,
  subscription_type: z.string(),
  subscription_valid_until: z.string().nullable(),
  is_active: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;
export const AdminUserList = z.array(AdminUserRow);

/** PUT /api/admin/users/{id} */
export const UpdateUserStatusRequest = z.object({ is_active: z.boolean({ error: 'is_active must be true or false' }) });
export type UpdateUserStatusRequest = z.infer<typeof UpdateUserStatusRequest>;
