import { apiDelete } from '@speakwell/api-client';
import { removeFromPages } from '@speakwell/api-client/queries';
import type { AdminUserRow } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersQueryKey } from './get-users.js';

/** DELETE /api/admin/users/{id}: removes the account and all its data. */
export async function deleteUser(userId: string): Promise<void> {
  await apiDelete(`/api/admin/users/${encodeURIComponent(userId)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_response, userId) => removeFromPages<AdminUserRow>(queryClient, adminUsersQueryKey, (user) => user.id === userId),
  });
}
