import { z } from 'zod';
import { NewPassword } from './auth.js';

/** GET /api/user/profile */
export const Profile = z.object({ name: z.string(), email: z.string() });
export type Profile = z.infer<typeof Profile>;

/** PUT /api/user/profile: the email can never change here. */
export const UpdateProfileRequest = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, { error: 'name is required' }).max(120),
  password: NewPassword.optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
