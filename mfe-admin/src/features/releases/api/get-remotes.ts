import { apiGet, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { RemoteStatus } from '@speakwell/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/remotes: each remote, its live version, published versions and releases. */
export function getRemotes(): Promise<RemoteStatus[]> {
  return apiGet('/api/admin/remotes', { loadSchema: contract('RemoteStatusList') });
}

export const remotesQuery = () => queryOptions({ queryKey: queryKeys.admin.remotes, queryFn: getRemotes, retry: false });

export function useRemotes() {
  return useQuery(remotesQuery());
}
