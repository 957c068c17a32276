import { apiPost, contract } from '@speakwell/api-client';
import type { LoginResponse } from '@speakwell/contracts';
import { useSubmission } from './use-submission.js';

/** POST /api/auth/google with the identity provider's credential (an ID token). */
export function googleLogin(credential: string): Promise<LoginResponse> {
  return apiPost('/api/auth/google', { token: credential }, { loadSchema: contract('LoginResponse'), on401: 'error' });
}

export function useGoogleLogin() {
  return useSubmission(googleLogin);
}
