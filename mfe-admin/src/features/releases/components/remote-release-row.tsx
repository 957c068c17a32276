import type { RemoteStatus } from '@speakwell/contracts';
import { Badge, Button } from '@speakwell/ui';
import { useState } from 'react';
import { RemoteDetails } from './remote-details.js';

/** What a release asks for: a share of signed-in users, admins first, a version hosted elsewhere. */
export interface ReleaseOptions {
  percent: number;
  admins_first: boolean;
  url?: string;
}

interface Props {
  remote: RemoteStatus;
  busy: boolean;
  onRelease: (version: string, options: ReleaseOptions) => void;
  onRollback: () => void;
}

const SHARES = [100, 50, 25, 10, 1];

/** One remote: its live version and rollout, versions to release (to a share of users), roll back. */
export function RemoteReleaseRow({ remote, busy, onRelease, onRollback }: Props) {
  const [percent, setPercent] = useState(100);
  const [adminsFirst, setAdminsFirst] = useState(false);
  const [external, setExternal] = useState({ version: '', url: '' });
  const others = remote.versions.filter((row) => row.version !== remote.live_version);
  const options = { percent, admins_first: adminsFirst };
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
            Rolling out {remote.rollout.version} to {remote.rollout.percent} % of signed-in users{remote.rollout.admins_first ? ', admins first' : ''}; the rest
            get {remote.rollout.previous_version ?? 'the built-in build'}.
            <Button
              size="sm"
              variant="secondary"
              className="ml-2"
              disabled={busy}
              onClick={() => onRelease(remote.rollout?.version ?? '', { percent: 100, admins_first: false })}
            >
              Finish rollout of {remote.rollout.version}
            </Button>
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-ink-600">
          <label>
            Release to{' '}
            <select
              className="rounded border border-ink-200 px-1 py-0.5"
              value={percent}
              onChange={(event) => setPercent(Number(event.target.value))}
              aria-label={`Share of users for ${remote.name}`}
            >
              {SHARES.map((share) => (
                <option key={share} value={share}>
                  {share === 100 ? 'everyone' : `${share} %`}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-1">
            <input type="checkbox" checked={adminsFirst} onChange={(event) => setAdminsFirst(event.target.checked)} /> Admins first
          </label>
        </div>
        {others.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Earlier versions of ${remote.name}`}>
            {others.map((row) => (
              <li key={row.version} className="flex items-center gap-2 rounded-lg border border-ink-200 px-2 py-1 text-sm">
                {row.version}
                {row.external_url && <span className="text-ink-500">(hosted elsewhere)</span>}
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onRelease(row.version, options)}>
                  Release {row.version}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="mt-2 flex flex-wrap items-center gap-2 text-sm"
          aria-label={`Release a version of ${remote.name} hosted elsewhere`}
          onSubmit={(event) => {
            event.preventDefault();
            onRelease(external.version.trim(), { ...options, url: external.url.trim() });
          }}
        >
          <input
            className="w-24 rounded border border-ink-200 px-1 py-0.5"
            placeholder="1.5.0"
            aria-label={`Version of ${remote.name} hosted elsewhere`}
            value={external.version}
            onChange={(event) => setExternal({ ...external, version: event.target.value })}
          />
          <input
            className="w-72 rounded border border-ink-200 px-1 py-0.5"
            placeholder="https://cdn.example/…/mf-manifest.json"
            aria-label={`Manifest URL of ${remote.name}`}
            value={external.url}
            onChange={(event) => setExternal({ ...external, url: event.target.value })}
          />
          <Button size="sm" variant="secondary" type="submit" disabled={busy || !external.version.trim() || !external.url.trim()}>
            Release from URL
          </Button>
        </form>
        <RemoteDetails name={remote.name} />
      </div>
      <Button size="sm" variant="ghost" disabled={busy || remote.live_version === null} onClick={onRollback}>
        Roll back {remote.name}
      </Button>
    </li>
  );
}
