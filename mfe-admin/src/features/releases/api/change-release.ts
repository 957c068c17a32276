import { apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { RemoteStatus } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export type ReleaseChange =
  { kind: 'release'; remote: string; version: string; percent?: number; admins_first?: boolean; url?: string } | { kind: 'rollback'; remote: string };

/** POST /api/admin/remotes/{name}/releases or /rollback: the shell loads the new live version on the next visit. */
export function changeRelease(change: ReleaseChange): Promise<RemoteStatus> {
  const path = `/api/admin/remotes/${encodeURIComponent(change.remote)}`;
  return change.kind === 'release'
    ? apiPost(
        `${path}/releases`,
        { version: change.version, percent: change.percent, admins_first: change.admins_first, url: change.url },
        { loadSchema: contract('RemoteStatus') },
      )
    : apiPost(`${path}/rollback`, {}, { loadSchema: contract('RemoteStatus') });
}

export const changeReleaseMutation = () =>
  mutationOptions({
    mutationFn: changeRelease,
    onSettled: (_status, _error, _change, _result, { client }) => client.invalidateQueries({ queryKey: queryKeys.admin.remotes }),
  });

export function useChangeRelease() {
  return useMutation(changeReleaseMutation());
}
