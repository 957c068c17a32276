import { errorText } from '@speakwell/api-client';
import { profileQuery } from '@speakwell/api-client/queries';
import { Button, Card, Dialog, ErrorText, Spinner, TextField } from '@speakwell/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { deleteMyAccountMutation } from '../api/delete-my-account.js';
import { GoogleConfirmation } from './google-confirmation.js';

const FORM_ID = 'delete-account-form';

/**
 * "Delete Account": asks for the password (or, for an account that signs in only with Google,
 * a fresh Google sign-in), deletes the account and everything it owns, signs out.
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missingPassword, setMissingPassword] = useState(false);
  const deletion = useMutation(deleteMyAccountMutation());
  // Still busy once deleted: the page is on its way to /login.
  const busy = deletion.isPending || deletion.isSuccess;
  const error = missingPassword
    ? 'Enter your password to confirm.'
    : deletion.isError
      ? errorText(deletion.error, 'Your account could not be deleted. Please try again.')
      : null;
  // Read when the dialog opens: a password set in the profile form meanwhile counts.
  const profile = useQuery({ ...profileQuery(), enabled: open });
  const googleOnly = profile.data?.sign_in?.password === false;

  const close = () => {
    setOpen(false);
    setPassword('');
    setMissingPassword(false);
    deletion.reset();
  };

  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    setMissingPassword(!password);
    if (password) deletion.mutate({ password });
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
        onConfirm={googleOnly || profile.isPending ? undefined : () => confirm()}
      >
        {profile.isPending ? (
          <p className="flex items-center gap-2">
            <Spinner size="sm" /> Loading...
          </p>
        ) : googleOnly ? (
          <div className="space-y-3">
            <GoogleConfirmation busy={busy} onCredential={(token) => deletion.mutate({ google_token: token })} />
            <ErrorText>{error}</ErrorText>
          </div>
        ) : (
          <form id={FORM_ID} onSubmit={confirm} className="space-y-3">
            <p className="text-sm text-ink-600">Your sessions, scripts and dictionary will be deleted for good. Enter your password to confirm.</p>
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
              autoFocus
            />
            <ErrorText>{error}</ErrorText>
          </form>
        )}
      </Dialog>
    </Card>
  );
}
