import { apiPut, contract } from '@speakwell/api-client';
import { replaceInPages } from '@speakwell/api-client/queries';
import type { AdminUserRow } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersQueryKey } from './get-users.js';

export interface UserStatusChange {
  userId: string;
  isActive: boolean;
}

/** PUT /api/admin/users/{id}: enables or disables an account. */
export function updateUserStatus({ userId, isActive }: UserStatusChange): Promise<AdminUserRow> {
  return apiPut(`/api/admin/users/${encodeURIComponent(userId)}`, { is_active: isActive }, { loadSchema: contract('AdminUserRow') });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    // The row as the server now has it replaces the loaded one (no reload of every page).
    onSuccess: (changed) => replaceInPages<AdminUserRow>(queryClient, adminUsersQueryKey, (user) => user.id === changed.id, changed),
  });
}
