import { apiPost } from '@speakwell/api-client';
import { RegisterResponse, type RegisterRequest } from '@speakwell/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/register: creates the account; the user then logs in. */
export function register(account: RegisterRequest): Promise<RegisterResponse> {
  return apiPost('/api/register', account, { schema: RegisterResponse });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
