import { contract } from '@speakwell/api-client';
import { pagedListQuery, usePagedList } from '@speakwell/api-client/queries';

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: every account, page by page (admins only; others get 403, never retried). */
export const adminUsersQuery = () => pagedListQuery(adminUsersQueryKey, { path: '/api/admin/users', loadSchema: contract('AdminUserList') });

export function useUsers() {
  return usePagedList(adminUsersQuery());
}
