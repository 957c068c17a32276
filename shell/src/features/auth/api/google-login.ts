import { apiPost } from '@speakwell/api-client';
import type { LoginResponse } from '@speakwell/contracts';
import { loadLoginResponse } from './auth-contracts.js';
import { useSubmission } from './use-submission.js';

/** POST /api/auth/google with the identity provider's credential (an ID token). */
export function googleLogin(credential: string): Promise<LoginResponse> {
  return apiPost('/api/auth/google', { token: credential }, { loadSchema: loadLoginResponse, on401: 'error' });
}

export function useGoogleLogin() {
  return useSubmission(googleLogin);
}
