import { apiDelete } from '@speakwell/api-client';
import { deleteFromPagesMutation, queryKeys } from '@speakwell/api-client/queries';
import type { AdminUserRow } from '@speakwell/contracts';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/admin/users/{id}: removes the account and all its data. */
export async function deleteUser(userId: string): Promise<void> {
  await apiDelete(`/api/admin/users/${encodeURIComponent(userId)}`);
}

export const deleteUserMutation = () => deleteFromPagesMutation<AdminUserRow>(queryKeys.admin.users, deleteUser, (user) => user.id);

export function useDeleteUser() {
  return useMutation(deleteUserMutation());
}
