import { apiRequest } from '@speakwell/api-client';
import type { DeleteAccountRequest } from '@speakwell/contracts';
import { sessionStore } from '@speakwell/session';
import { forgetUserRecordings } from '@speakwell/speech';
import { mutationOptions } from '@tanstack/react-query';

/** DELETE /api/user with the password: the account and everything it owns are gone. */
export function deleteMyAccount(proof: DeleteAccountRequest): Promise<unknown> {
  return apiRequest('DELETE', '/api/user', { body: proof });
}

/** Deletes the account, then signs out. */
export const deleteMyAccountMutation = () =>
  mutationOptions({
    mutationFn: deleteMyAccount,
    onSuccess: async () => {
      // The answers recorded in this browser go with the account.
      await forgetUserRecordings(sessionStore.getState().userId).catch(() => 0);
      sessionStore.getState().logout();
      // As a logout does: a fresh page, so nothing of the deleted account stays in memory.
      window.location.assign('/login');
    },
  });
