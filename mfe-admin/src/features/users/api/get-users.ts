import { apiGet } from '@speakwell/api-client';
import { AdminUserList, type AdminUserRow } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: every account (admins only; others get 403). */
export function getUsers(): Promise<AdminUserRow[]> {
  return apiGet('/api/admin/users', { schema: AdminUserList });
}

export function useUsers() {
  // A refused request (403) will be refused again: no retry.
  return useQuery({ queryKey: adminUsersQueryKey, queryFn: getUsers, retry: false });
}
