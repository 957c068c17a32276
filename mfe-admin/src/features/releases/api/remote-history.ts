import { apiGet, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { RemoteAuditRow } from '@speakwell/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/admin/remotes/{name}/history: every publish, release, rollback and token change, newest first. */
export function getRemoteHistory(name: string): Promise<RemoteAuditRow[]> {
  return apiGet(`/api/admin/remotes/${encodeURIComponent(name)}/history`, { loadSchema: contract('RemoteAuditList') });
}

export const remoteHistoryQuery = (name: string) =>
  queryOptions({ queryKey: queryKeys.admin.history(name), queryFn: () => getRemoteHistory(name), retry: false });

export function useRemoteHistory(name: string, enabled: boolean) {
  return useQuery({ ...remoteHistoryQuery(name), enabled });
}
