import type { Profile, UpdateProfileResponse, UpdateProfileRequest } from '@speakwell/contracts';
import { sessionStore } from '@speakwell/session';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPut, contract } from '@speakwell/api-client';
import { queryKeys } from './query-keys.js';

/** GET /api/user/profile: the signed-in user's name and email. */
export function getProfile(): Promise<Profile> {
  return apiGet('/api/user/profile', { loadSchema: contract('Profile') });
}

/** Read fresh each time a profile form opens: it may have been changed in another tab. */
export const profileQuery = () => queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile, staleTime: 0, gcTime: 0 });

/**
 * PUT /api/user/profile: the name, and the new password (with the current one) when typed. A
 * password change ends the account's other sessions; this one goes on with the new token.
 */
export async function updateProfile(update: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  const saved = await apiPut('/api/user/profile', update, { loadSchema: contract('UpdateProfileResponse') });
  if (saved.token) sessionStore.getState().login({ token: saved.token });
  return saved;
}

/** Saves the profile; a screen that needs a step first (a fresh Google sign-in) passes its own save, which ends in updateProfile. */
export const updateProfileMutation = (save: (update: UpdateProfileRequest) => Promise<unknown> = updateProfile) => mutationOptions({ mutationFn: save });
