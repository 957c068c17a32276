import { errorText } from '@speakwell/api-client';
import { profileQuery } from '@speakwell/api-client/queries';
import type { DeleteAccountRequest } from '@speakwell/contracts';
import { sessionStore } from '@speakwell/session';
import { forgetUserRecordings } from '@speakwell/speech';
import { Button, Card, Dialog, ErrorText, Spinner, TextField } from '@speakwell/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { deleteMyAccount } from '../api/delete-my-account.js';
import { GoogleConfirmation } from './google-confirmation.js';

const FORM_ID = 'delete-account-form';

/**
 * "Delete Account": asks for the password (or, for an account that signs in only with Google,
 * a fresh Google sign-in), deletes the account and everything it owns, signs out.
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read when the dialog opens: a password set in the profile form meanwhile counts.
  const profile = useQuery({ ...profileQuery(), enabled: open });
  const googleOnly = profile.data?.sign_in?.password === false;

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };

  const deleteWith = async (proof: DeleteAccountRequest) => {
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount(proof);
      // The answers recorded in this browser go with the account.
      await forgetUserRecordings(sessionStore.getState().userId).catch(() => 0);
      sessionStore.getState().logout();
      // As a logout does: a fresh page, so nothing of the deleted account stays in memory.
      window.location.assign('/login');
    } catch (failure) {
      setError(errorText(failure, 'Your account could not be deleted. Please try again.'));
      setBusy(false);
    }
  };

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) {
      setError('Enter your password to confirm.');
      return;
    }
    await deleteWith({ password });
  };

  return (
    <Card title="Delete Account" className="max-w-2xl">
      <p className="text-sm text-ink-600">Deleting your account removes your profile and everything you have saved. This cannot be undone.</p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        title="Delete your account?"
        onClose={close}
        busy={busy}
        confirmVariant="danger"
        confirmLabel={busy ? 'Deleting...' : 'Delete my account'}
        onConfirm={googleOnly || profile.isPending ? undefined : () => void confirm()}
      >
        {profile.isPending ? (
          <p className="flex items-center gap-2">
            <Spinner size="sm" /> Loading...
          </p>
        ) : googleOnly ? (
          <div className="space-y-3">
            <GoogleConfirmation busy={busy} onCredential={(token) => void deleteWith({ google_token: token })} />
            <ErrorText>{error}</ErrorText>
          </div>
        ) : (
          <form id={FORM_ID} onSubmit={(event) => void confirm(event)} className="space-y-3">
            <p className="text-sm text-ink-600">Your sessions, scripts and dictionary will be deleted for good. Enter your password to confirm.</p>
            <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} disabled={busy} autoFocus />
            <ErrorText>{error}</ErrorText>
          </form>
        )}
      </Dialog>
    </Card>
  );
}
