import { apiGet, contract } from '@speakwell/api-client';
import type { RemoteAuditRow } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

export const remoteHistoryKey = (name: string) => ['admin', 'remotes', name, 'history'] as const;

/** GET /api/admin/remotes/{name}/history: every publish, release, rollback and token change, newest first. */
export function getRemoteHistory(name: string): Promise<RemoteAuditRow[]> {
  return apiGet(`/api/admin/remotes/${encodeURIComponent(name)}/history`, { loadSchema: contract('RemoteAuditList') });
}

export function useRemoteHistory(name: string, enabled: boolean) {
  return useQuery({ queryKey: remoteHistoryKey(name), queryFn: () => getRemoteHistory(name), enabled, retry: false });
}
