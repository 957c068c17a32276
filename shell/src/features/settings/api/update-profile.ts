import { sessionStore } from '@speakwell/session';
import { apiPut } from '@speakwell/api-client';
import { type UpdateProfileRequest, UpdateProfileResponse } from '@speakwell/contracts';

/**
 * PUT /api/user/profile: the name, and the new password (with the current one) when typed. A
 * password change ends the account's other sessions; this one goes on with the new token.
 */
export async function updateProfile(update: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  const saved = await apiPut('/api/user/profile', update, { schema: UpdateProfileResponse });
  if (saved.token) sessionStore.getState().login({ token: saved.token });
  return saved;
}
