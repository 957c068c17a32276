import { apiDelete } from '@speakwell/api-client';
import { queryKeys, removeFromPages } from '@speakwell/api-client/queries';
import type { AdminUserRow } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** DELETE /api/admin/users/{id}: removes the account and all its data. */
export async function deleteUser(userId: string): Promise<void> {
  await apiDelete(`/api/admin/users/${encodeURIComponent(userId)}`);
}

export const deleteUserMutation = () =>
  mutationOptions({
    mutationFn: deleteUser,
    onSuccess: (_response, userId, _result, { client }) => removeFromPages<AdminUserRow>(client, queryKeys.admin.users, (user) => user.id === userId),
  });

export function useDeleteUser() {
  return useMutation(deleteUserMutation());
}
