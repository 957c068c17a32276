import { Dialog } from '@speakwell/ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { GoogleConfirmation } from './google-confirmation.js';

export const FIRST_PASSWORD_GOOGLE_TEXT = 'Your account signs in with Google: sign in with Google again to set a password.';
const FIRST_PASSWORD_UNAVAILABLE_TEXT = 'Google sign-in is not available here, so a password cannot be set now.';
/** Shown in the profile form when the dialog is closed without a sign-in. */
export const FIRST_PASSWORD_CANCELLED_TEXT = 'Sign in with Google to set a password. Nothing was changed.';

export class GoogleProofCancelled extends Error {
  constructor() {
    super(FIRST_PASSWORD_CANCELLED_TEXT);
  }
}

/**
 * A fresh Google sign-in asked for in a dialog: the proof PUT /api/user/profile takes to set the
 * first password of an account that signs in only with Google. `ask()` opens the dialog and
 * resolves with the sign-in's ID token, or rejects with GoogleProofCancelled when it is closed.
 */
export function useGoogleProof(): { ask: () => Promise<string>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ resolve: (token: string) => void; reject: (error: Error) => void } | null>(null);

  const ask = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.current = { resolve, reject };
        setOpen(true);
      }),
    [],
  );
  const settle = (token: string | null) => {
    const waiting = pending.current;
    pending.current = null;
    setOpen(false);
    if (token) waiting?.resolve(token);
    else waiting?.reject(new GoogleProofCancelled());
  };

  const dialog = (
    <Dialog open={open} title="Confirm it is you" onClose={() => settle(null)}>
      <div className="space-y-3">
        {open && (
          <GoogleConfirmation
            busy={false}
            text={FIRST_PASSWORD_GOOGLE_TEXT}
            unavailableText={FIRST_PASSWORD_UNAVAILABLE_TEXT}
            onCredential={(token) => settle(token)}
          />
        )}
      </div>
    </Dialog>
  );
  return { ask, dialog };
}
