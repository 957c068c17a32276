import { apiPost, contract } from '@speakwell/api-client';
import type { RegisterRequest, RegisterResponse } from '@speakwell/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/register: creates the account; the user then logs in. */
export function register(account: RegisterRequest): Promise<RegisterResponse> {
  return apiPost('/api/register', account, { loadSchema: contract('RegisterResponse') });
}

export const registerMutation = () => mutationOptions({ mutationFn: register });
