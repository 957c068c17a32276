import { apiGet, contract } from '@speakwell/api-client';
import type { RemoteStatus } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

export const remotesQueryKey = ['admin', 'remotes'] as const;

/** GET /api/admin/remotes: each remote, its live version, published versions and releases. */
export function getRemotes(): Promise<RemoteStatus[]> {
  return apiGet('/api/admin/remotes', { loadSchema: contract('RemoteStatusList') });
}

export function useRemotes() {
  return useQuery({ queryKey: remotesQueryKey, queryFn: getRemotes, retry: false });
}
