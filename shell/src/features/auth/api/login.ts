import { apiPost, contract } from '@speakwell/api-client';
import type { LoginRequest, LoginResponse } from '@speakwell/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/login. A 401 here means wrong credentials, not an expired session. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiPost('/api/login', credentials, { loadSchema: contract('LoginResponse'), on401: 'error' });
}

export const loginMutation = () => mutationOptions({ mutationFn: login });
