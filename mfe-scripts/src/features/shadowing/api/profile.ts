import { apiGet, apiPut } from '@speakwell/api-client';
import { MessageResponse, Profile, type UpdateProfileRequest } from '@speakwell/contracts';

/** GET /api/user/profile: the signed-in user's name and email. */
export function getProfile(): Promise<Profile> {
  return apiGet('/api/user/profile', { schema: Profile });
}

/** PUT /api/user/profile: the name, and the new password when one was typed. */
export function updateProfile(update: UpdateProfileRequest): Promise<MessageResponse> {
  return apiPut('/api/user/profile', update, { schema: MessageResponse });
}
