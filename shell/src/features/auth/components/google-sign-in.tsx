import { errorText } from '@speakwell/api-client';
import { ErrorText, Spinner } from '@speakwell/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { googleLoginMutation } from '../api/google-login.js';
import { completeSignIn } from './complete-sign-in.js';
import { GoogleButton } from '../../../shared/google/google-button.js';

const WIDGET_FAILED = 'Google login failed. Please try again.';

/** The provider's sign-in button plus One Tap; same outcome as a password login. */
export function GoogleSignIn({ clientId }: { clientId: string }) {
  const [error, setError] = useState<string | null>(null);
  // Where Google's script cannot load (blocked, offline), the button is not offered at all.
  const [unavailable, setUnavailable] = useState(false);
  const googleLogin = useMutation(googleLoginMutation());

  function signIn(credential: string | null) {
    if (!credential) {
      setError(WIDGET_FAILED);
      return;
    }
    setError(null);
    googleLogin.mutate(credential, {
      onSuccess: completeSignIn,
      onError: (failure) => setError(errorText(failure, 'Google login failed')),
    });
  }

  // Without the button, the divider would stand over nothing: both go.
  if (unavailable) return null;
  return (
    <>
      <div className="space-y-2">
        <div className="flex min-h-11 items-center justify-center" aria-busy={googleLogin.isPending}>
          <GoogleButton clientId={clientId} oneTap onCredential={signIn} onUnavailable={() => setUnavailable(true)} />
          {googleLogin.isPending && <Spinner size="sm" label="Signing in with Google" className="ml-3 text-brand-600" />}
        </div>
        <ErrorText className="text-center">{error}</ErrorText>
      </div>
      <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-ink-500 uppercase">
        <span className="h-px flex-1 bg-ink-200" />
        Or continue with
        <span className="h-px flex-1 bg-ink-200" />
      </div>
    </>
  );
}
