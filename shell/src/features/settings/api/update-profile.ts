import { apiPut } from '@speakwell/api-client';
import { MessageResponse, type UpdateProfileRequest } from '@speakwell/contracts';

/** PUT /api/user/profile: the name, and the new password when one was typed. */
export function updateProfile(update: UpdateProfileRequest): Promise<MessageResponse> {
  return apiPut('/api/user/profile', update, { schema: MessageResponse });
}
