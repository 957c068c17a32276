import { errorText } from '@speakwell/api-client';
import { sessionStore } from '@speakwell/session';
import { Button, Card, Dialog, ErrorText, TextField } from '@speakwell/ui';
import { useState, type FormEvent } from 'react';
import { deleteMyAccount } from '../api/delete-my-account.js';

const FORM_ID = 'delete-account-form';

/** "Delete Account": asks for the password, deletes the account and everything it owns, signs out. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) {
      setError('Enter your password to confirm.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteMyAccount({ password });
      sessionStore.getState().logout();
      // As a logout does: a fresh page, so nothing of the deleted account stays in memory.
      window.location.assign('/login');
    } catch (failure) {
      setError(errorText(failure, 'Your account could not be deleted. Please try again.'));
      setBusy(false);
    }
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
        onConfirm={() => void confirm()}
      >
        <form id={FORM_ID} onSubmit={(event) => void confirm(event)} className="space-y-3">
          <p className="text-sm text-ink-600">Your sessions, scripts and dictionary will be deleted for good. Enter your password to confirm.</p>
          <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} disabled={busy} autoFocus />
          <ErrorText>{error}</ErrorText>
        </form>
      </Dialog>
    </Card>
  );
}
