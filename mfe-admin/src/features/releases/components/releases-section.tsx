import { errorText } from '@speakwell/api-client';
import { Card, ErrorText, Spinner } from '@speakwell/ui';
import { useState } from 'react';
import { useChangeRelease } from '../api/change-release.js';
import { useRemotes } from '../api/get-remotes.js';
import { RemoteReleaseRow } from './remote-release-row.js';

/** The "Releases" section of /admin: which version of each remote is live; release and roll back. */
export function ReleasesSection() {
  const remotes = useRemotes();
  const change = useChangeRelease();
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  function run(description: string, variables: Parameters<typeof change.mutate>[0]) {
    setMessage(null);
    change.mutate(variables, {
      onSuccess: (status) =>
        setMessage({
          tone: 'info',
          text: `${description}: ${status.name} is now ${status.live_version ?? 'the built-in build'}. Open pages load it on their next visit.`,
        }),
      onError: (error) => setMessage({ tone: 'error', text: errorText(error, 'Failed to change the release.') }),
    });
  }

  return (
    <Card
      title="Releases"
      description="Which version of each part of the app is live, who changed it and why. Teams publish builds from their CI with a deploy token (npm run remotes -- publish)."
      className="mt-8"
    >
      {remotes.isPending && (
        <p className="flex items-center gap-2 text-ink-500">
          <Spinner size="sm" label="Loading releases" /> Loading releases...
        </p>
      )}
      {remotes.isError && <ErrorText>Failed to fetch releases.</ErrorText>}
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'mb-3 text-sm text-red-700' : 'mb-3 text-sm text-emerald-700'}
        >
          {message.text}
        </p>
      )}
      {remotes.data && (
        <ul className="divide-y divide-ink-100">
          {remotes.data.map((remote) => (
            <RemoteReleaseRow
              key={remote.name}
              remote={remote}
              busy={change.isPending}
              onRelease={(version, options) =>
                run(options.percent < 100 ? `Rolling out to ${options.percent} %` : 'Released', { kind: 'release', remote: remote.name, version, ...options })
              }
              onRollback={() => run('Rolled back', { kind: 'rollback', remote: remote.name })}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
