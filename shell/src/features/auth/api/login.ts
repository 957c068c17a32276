import { apiPost } from '@speakwell/api-client';
import { LoginResponse, type LoginRequest } from '@speakwell/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/login. A 401 here means wrong credentials, not an expired session. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiPost('/api/login', credentials, { schema: LoginResponse, on401: 'error' });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
