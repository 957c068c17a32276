import { Button, ErrorText, IconArrowLeft, IconSettings, Spinner } from '@speakwell/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useScript } from '../../../shared/api/get-script.js';
import { useBackendHealth } from '../api/check-health.js';
import { ProfileModal } from './profile-modal.js';
import { ShadowingSession } from './shadowing-session.js';

/** '/scripts/shadow/:scriptId': practice a script while speech recognition follows. */
export function ShadowingPage() {
  const { scriptId } = useParams();
  const script = useScript(scriptId);
  const health = useBackendHealth();
  const [profileOpen, setProfileOpen] = useState(false);
  if (script.isError) console.error('Failed to fetch the script', script.error);

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-6 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <Link to="/scripts" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
            <IconArrowLeft className="size-4" />
            Back to Script Library
          </Link>
          <h1 className="mt-2 text-2xl font-semibold tracking-tight break-words text-ink-900 sm:text-3xl">{script.data?.title ?? 'Shadowing'}</h1>
        </div>
        <Button variant="secondary" size="sm" aria-label="Settings" title="Settings" className="px-2.5" onClick={() => setProfileOpen(true)}>
          <IconSettings className="size-5" />
        </Button>
      </div>
      {health.isError && <ErrorText className="mb-4">Backend service is not available. Please try again later.</ErrorText>}
      {!scriptId && <ErrorText>No script ID provided.</ErrorText>}
      {script.isError && <ErrorText>Failed to fetch script.</ErrorText>}
      {script.isPending && scriptId && (
        <p className="flex items-center gap-3 text-ink-500">
          <Spinner size="sm" />
          Loading script...
        </p>
      )}
      {script.data && <ShadowingSession script={script.data} backendUp={!health.isError} />}
      {profileOpen && <ProfileModal onClose={() => setProfileOpen(false)} />}
    </div>
  );
}
