import { apiGet } from '@speakwell/api-client';
import { Profile } from '@speakwell/contracts';

/** GET /api/user/profile: the signed-in user's name and email. */
export function getProfile(): Promise<Profile> {
  return apiGet('/api/user/profile', { schema: Profile });
}
