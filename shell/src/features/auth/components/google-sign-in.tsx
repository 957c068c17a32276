import { errorText } from '@speakwell/api-client';
import { ErrorText, Spinner } from '@speakwell/ui';
import { useEffect, useRef, useState } from 'react';
import { useGoogleLogin } from '../api/google-login.js';
import { completeSignIn } from './complete-sign-in.js';
import { loadGoogleIdentity } from './google-identity.js';

const WIDGET_FAILED = 'Google login failed. Please try again.';

/** The provider's sign-in button plus One Tap; same outcome as a password login. */
export function GoogleSignIn({ clientId }: { clientId: string }) {
  const buttonRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  // Where Google's script cannot load (blocked, offline), the button is not offered at all.
  const [unavailable, setUnavailable] = useState(false);
  const googleLogin = useGoogleLogin();
  const signIn = useRef(googleLogin.submit);
  signIn.current = googleLogin.submit;

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !buttonRef.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          use_fedcm_for_prompt: true,
          callback: ({ credential }) => {
            if (!credential) {
              setError(WIDGET_FAILED);
              return;
            }
            setError(null);
            signIn.current(credential, {
              onSuccess: completeSignIn,
              onError: (failure) => setError(errorText(failure, 'Google login failed')),
            });
          },
        });
        google.accounts.id.renderButton(buttonRef.current, { theme: 'outline', size: 'large', text: 'continue_with', shape: 'pill', width: 320 });
        google.accounts.id.prompt();
      })
      .catch(() => active && setUnavailable(true));
    return () => {
      active = false;
      window.google?.accounts.id.cancel();
    };
  }, [clientId]);

  if (unavailable) return null;
  return (
    <div className="space-y-2">
      <div className="flex min-h-11 items-center justify-center" aria-busy={googleLogin.isPending}>
        <div ref={buttonRef} data-testid="google-sign-in" />
        {googleLogin.isPending && <Spinner size="sm" label="Signing in with Google" className="ml-3 text-brand-600" />}
      </div>
      <ErrorText className="text-center">{error}</ErrorText>
    </div>
  );
}
