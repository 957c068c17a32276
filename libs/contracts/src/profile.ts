import { z } from 'zod';
import { NewPassword } from './auth.js';

/**
 * GET /api/user/profile. `sign_in` (optional, so clients that predate it still validate): how the account signs in, so
 * Settings asks a Google-only account for a fresh Google sign-in instead of a password.
 */
export const Profile = z.object({
  name: z.string(),
  email: z.string(),
  sign_in: z.object({ password: z.boolean(), google: z.boolean() }).optional(),
});
export type Profile = z.infer<typeof Profile>;

/**
 * PUT /api/user/profile: the email can never change here. A new password needs the current one
 * (`current_password`), or, on an account that has none yet (Google sign-in only), a Google
 * sign-in of the same Google account made within the last 5 minutes (`google_token`, its ID token).
 */
export const UpdateProfileRequest = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, { error: 'name is required' }).max(120),
  password: NewPassword.optional(),
  current_password: z.string().max(200).optional(),
  google_token: z.string().max(8192).optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
/**
 * The answer of PUT /api/user/profile. A password change ends every other session of the
 * account; `token` is this session's new token, to store in place of the old one.
 */
export const UpdateProfileResponse = MessageResponse.extend({ token: z.string().optional() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;
