import { apiRequest } from '@speakwell/api-client';
import type { DeleteAccountRequest } from '@speakwell/contracts';

/** DELETE /api/user with the password: the account and everything it owns are gone. */
export function deleteMyAccount(proof: DeleteAccountRequest): Promise<unknown> {
  return apiRequest('DELETE', '/api/user', { body: proof });
}
