import { contract } from '@speakwell/api-client';
import { pagedListQuery, queryKeys, usePagedList } from '@speakwell/api-client/queries';

/** GET /api/admin/users: every account, page by page (admins only; others are refused, never retried). */
export const adminUsersQuery = () => pagedListQuery(queryKeys.admin.users, { path: '/api/admin/users', loadSchema: contract('AdminUserList') });

export function useUsers() {
  return usePagedList(adminUsersQuery());
}
