import type { RemoteStatus } from '@speakwell/contracts';
import { Badge, Button } from '@speakwell/ui';
import { RemoteDetails } from './remote-details.js';

interface Props {
  remote: RemoteStatus;
  busy: boolean;
  onRelease: (version: string) => void;
  onRollback: () => void;
}

/** One remote: its live version, earlier versions to release, and roll back. */
export function RemoteReleaseRow({ remote, busy, onRelease, onRollback }: Props) {
  const others = remote.versions.filter((row) => row.version !== remote.live_version);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between" aria-label={`${remote.name} remote`}>
      <div className="min-w-0">
        <p className="font-medium text-ink-900">{remote.name}</p>
        <p className="mt-1 text-sm text-ink-600">
          Live: <span className="font-medium">{remote.live_version ?? 'built-in (no release)'}</span>
          {remote.override_url && (
            <Badge tone="warning" className="ml-2">
              overridden by REMOTE_URL
            </Badge>
          )}
        </p>
        {remote.rollout && (
          <p className="mt-1 text-sm text-amber-800">
            Rolling out {remote.rollout.version} to {remote.rollout.percent} % of signed-in users{remote.rollout.admins_first ? ', admins first' : ''}; the rest get {remote.rollout.previous_version ?? 'the built-in build'}.
          </p>
        )}
        {others.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Earlier versions of ${remote.name}`}>
            {others.map((row) => (
              <li key={row.version} className="flex items-center gap-2 rounded-lg border border-ink-200 px-2 py-1 text-sm">
                {row.version}
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onRelease(row.version)}>
                  Release {row.version}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <RemoteDetails name={remote.name} />
      </div>
      <Button size="sm" variant="ghost" disabled={busy || remote.live_version === null} onClick={onRollback}>
        Roll back {remote.name}
      </Button>
    </li>
  );
}
