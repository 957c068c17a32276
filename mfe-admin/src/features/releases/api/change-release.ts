import { apiPost, contract } from '@speakwell/api-client';
import type { RemoteStatus } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remotesQueryKey } from './get-remotes.js';

export type ReleaseChange = { kind: 'release'; remote: string; version: string; percent?: number; admins_first?: boolean; url?: string } | { kind: 'rollback'; remote: string };

/** POST /api/admin/remotes/{name}/releases or /rollback: the shell loads the new live version on the next visit. */
export function changeRelease(change: ReleaseChange): Promise<RemoteStatus> {
  const path = `/api/admin/remotes/${encodeURIComponent(change.remote)}`;
  return change.kind === 'release'
    ? apiPost(`${path}/releases`, { version: change.version, percent: change.percent, admins_first: change.admins_first, url: change.url }, { loadSchema: contract('RemoteStatus') })
    : apiPost(`${path}/rollback`, {}, { loadSchema: contract('RemoteStatus') });
}

export function useChangeRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRelease,
    onSettled: () => queryClient.invalidateQueries({ queryKey: remotesQueryKey }),
  });
}
