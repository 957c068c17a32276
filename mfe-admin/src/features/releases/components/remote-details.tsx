import { errorText } from '@speakwell/api-client';
import { Button, ErrorText, Spinner } from '@speakwell/ui';
import { useState } from 'react';
import { useCreateDeployToken, useDeployTokens, useRevokeDeployToken } from '../api/deploy-tokens.js';
import { useRemoteHistory } from '../api/remote-history.js';

const ACTIONS: Record<string, string> = {
  publish: 'Published',
  release: 'Released',
  rollout: 'Rollout changed',
  rollback: 'Rolled back',
  auto_rollback: 'Rolled back automatically',
  token_create: 'Deploy token created',
  token_revoke: 'Deploy token revoked',
};

function when(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** A remote's history (who did what, when, why) and its deploy tokens, loaded when opened. */
export function RemoteDetails({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const history = useRemoteHistory(name, open);
  const tokens = useDeployTokens(name, open);
  const create = useCreateDeployToken(name);
  const revoke = useRevokeDeployToken(name);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <details className="mt-3 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-ink-700">History and deploy tokens of {name}</summary>
      <div className="mt-3 space-y-4">
        <section aria-label={`Deploy tokens of ${name}`}>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={create.isPending}
              onClick={() => {
                setCreated(null);
                create.mutate(undefined, { onSuccess: ({ token }) => setCreated(token) });
              }}
            >
              Create deploy token for {name}
            </Button>
          </div>
          {create.isError && <ErrorText>{errorText(create.error, 'Failed to create a deploy token.')}</ErrorText>}
          {created && (
            <p role="status" className="mt-2 text-emerald-700">
              New deploy token (shown once, keep it in your CI&apos;s secrets):{' '}
              <code className="break-all rounded bg-ink-100 px-1 text-ink-900">{created}</code>
            </p>
          )}
          {tokens.isPending && <Spinner size="sm" label="Loading deploy tokens" />}
          {tokens.isError && <ErrorText>Failed to fetch deploy tokens.</ErrorText>}
          {tokens.data && tokens.data.length > 0 && (
            <ul className="mt-2 space-y-1">
              {tokens.data.map((token) => (
                <li key={token.id} className="flex flex-wrap items-center gap-2 text-ink-600">
                  <span>
                    Token {token.id.slice(0, 8)} by {token.created_by}, last used {token.last_used_at ? when(token.last_used_at) : 'never'}
                    {token.revoked_at && `, revoked ${when(token.revoked_at)}`}
                  </span>
                  {!token.revoked_at && (
                    <Button size="sm" variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(token.id)}>
                      Revoke token {token.id.slice(0, 8)}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={`History of ${name}`}>
          {history.isPending && <Spinner size="sm" label="Loading history" />}
          {history.isError && <ErrorText>Failed to fetch the history.</ErrorText>}
          {history.data?.length === 0 && <p className="text-ink-500">Nothing recorded yet.</p>}
          {history.data && history.data.length > 0 && (
            <ol className="space-y-1">
              {history.data.map((row, index) => (
                <li key={`${row.at}-${index}`} className="text-ink-600">
                  <span className="text-ink-500">{when(row.at)}</span> {ACTIONS[row.action] ?? row.action}
                  {row.version && ` ${row.version}`} by {row.actor}
                  {row.reason && `: ${row.reason}`}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </details>
  );
}
