import { apiPost, contract } from '@speakwell/api-client';
import type { LoginResponse } from '@speakwell/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/auth/google with the identity provider's credential (an ID token). */
export function googleLogin(credential: string): Promise<LoginResponse> {
  return apiPost('/api/auth/google', { token: credential }, { loadSchema: contract('LoginResponse'), on401: 'error' });
}

export const googleLoginMutation = () => mutationOptions({ mutationFn: googleLogin });

/** POST /api/auth/google/exchange: the redirect flow's one-time code for the session (this browser's state cookie goes with it). */
export function exchangeGoogleCode(code: string): Promise<LoginResponse> {
  return apiPost('/api/auth/google/exchange', { code }, { loadSchema: contract('LoginResponse'), on401: 'error' });
}

export const googleCodeExchangeMutation = () => mutationOptions({ mutationFn: exchangeGoogleCode });
