import { clientConfigQuery } from '@speakwell/api-client/queries';
import { ErrorText, Spinner } from '@speakwell/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GoogleButton } from '../../../shared/google/google-button.js';

export const GOOGLE_CONFIRM_TEXT =
  'Your sessions, scripts and dictionary will be deleted for good. Your account signs in with Google: sign in with Google again to confirm.';
export const GOOGLE_UNAVAILABLE_TEXT = 'Google sign-in is not available here. Set a password in your profile above, then delete your account with it.';

interface GoogleConfirmationProps {
  busy: boolean;
  /** The fresh sign-in's ID token: the proof DELETE /api/user (and a first password) takes for a Google-only account. */
  onCredential: (token: string) => void;
  /** What the sign-in confirms; default: deleting the account. */
  text?: string;
  unavailableText?: string;
  busyLabel?: string;
}

/** The confirmation of a Google-only account: a fresh Google sign-in instead of a password. */
export function GoogleConfirmation({
  busy,
  onCredential,
  text = GOOGLE_CONFIRM_TEXT,
  unavailableText = GOOGLE_UNAVAILABLE_TEXT,
  busyLabel = 'Deleting your account',
}: GoogleConfirmationProps) {
  const config = useQuery(clientConfigQuery());
  const [unavailable, setUnavailable] = useState(false);
  const [failed, setFailed] = useState(false);
  const clientId = config.data?.googleClientId;

  if (config.isPending) return <Spinner size="sm" />;
  if (!clientId || unavailable) return <ErrorText>{unavailableText}</ErrorText>;
  return (
    <>
      <p className="text-sm text-ink-600">{text}</p>
      <div className="flex min-h-11 items-center justify-center" aria-busy={busy}>
        <GoogleButton
          clientId={clientId}
          onUnavailable={() => setUnavailable(true)}
          onCredential={(credential) => {
            setFailed(!credential);
            if (credential) onCredential(credential);
          }}
        />
        {busy && <Spinner size="sm" label={busyLabel} className="ml-3 text-brand-600" />}
      </div>
      {failed && <ErrorText>Google sign-in failed. Please try again.</ErrorText>}
    </>
  );
}
