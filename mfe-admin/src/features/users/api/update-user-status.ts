import { apiPut, contract } from '@speakwell/api-client';
import { queryKeys, replaceInPages } from '@speakwell/api-client/queries';
import type { AdminUserRow } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export interface UserStatusChange {
  userId: string;
  isActive: boolean;
}

/** PUT /api/admin/users/{id}: enables or disables an account. */
export function updateUserStatus({ userId, isActive }: UserStatusChange): Promise<AdminUserRow> {
  return apiPut(`/api/admin/users/${encodeURIComponent(userId)}`, { is_active: isActive }, { loadSchema: contract('AdminUserRow') });
}

export const updateUserStatusMutation = () =>
  mutationOptions({
    mutationFn: updateUserStatus,
    // The row as the server now has it replaces the loaded one (no reload of every page).
    onSuccess: (changed, _change, _result, { client }) =>
      replaceInPages<AdminUserRow>(client, queryKeys.admin.users, (user) => user.id === changed.id, changed),
  });

export function useUpdateUserStatus() {
  return useMutation(updateUserStatusMutation());
}
