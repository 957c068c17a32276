import { sessionStore } from '@speakwell/session';
import { apiGet, apiPut } from '@speakwell/api-client';
import { Profile, type UpdateProfileRequest, UpdateProfileResponse } from '@speakwell/contracts';

/** GET /api/user/profile: the signed-in user's name and email. */
export function getProfile(): Promise<Profile> {
  return apiGet('/api/user/profile', { schema: Profile });
}

/**
 * PUT /api/user/profile: the name, and the new password (with the current one) when typed. A
 * password change ends the account's other sessions; this one goes on with the new token.
 */
export async function updateProfile(update: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  const saved = await apiPut('/api/user/profile', update, { schema: UpdateProfileResponse });
  if (saved.token) sessionStore.getState().login({ token: saved.token });
  return saved;
}
