import { apiPost, contract } from '@speakwell/api-client';
import type { RegisterRequest, RegisterResponse } from '@speakwell/contracts';
import { useSubmission } from './use-submission.js';

/** POST /api/register: creates the account; the user then logs in. */
export function register(account: RegisterRequest): Promise<RegisterResponse> {
  return apiPost('/api/register', account, { loadSchema: contract('RegisterResponse') });
}

export function useRegister() {
  return useSubmission(register);
}
