import { apiPost } from '@speakwell/api-client';
import { LoginResponse } from '@speakwell/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/google with the identity provider's credential (an ID token). */
export function googleLogin(credential: string): Promise<LoginResponse> {
  return apiPost('/api/auth/google', { token: credential }, { schema: LoginResponse, on401: 'error' });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
