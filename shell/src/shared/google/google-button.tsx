import { useEffect, useRef } from 'react';
import { loadGoogleIdentity } from './google-identity.js';

interface GoogleButtonProps {
  clientId: string;
  /** A fresh ID token, or null when the provider handed none over. */
  onCredential: (credential: string | null) => void;
  /** Where Google's script cannot load (blocked, offline). */
  onUnavailable: () => void;
  /** Also offer One Tap (the login page; not a confirmation). */
  oneTap?: boolean;
}

/** Google's own sign-in button (Google Identity Services), rendered into this element. */
export function GoogleButton({ clientId, onCredential, onUnavailable, oneTap = false }: GoogleButtonProps) {
  const buttonRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCredential, onUnavailable });
  useEffect(() => {
    handlers.current = { onCredential, onUnavailable };
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !buttonRef.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          use_fedcm_for_prompt: true,
          callback: ({ credential }) => handlers.current.onCredential(credential ?? null),
        });
        google.accounts.id.renderButton(buttonRef.current, { theme: 'outline', size: 'large', text: 'continue_with', shape: 'pill', width: 320 });
        if (oneTap) google.accounts.id.prompt();
      })
      .catch(() => active && handlers.current.onUnavailable());
    return () => {
      active = false;
      window.google?.accounts.id.cancel();
    };
  }, [clientId, oneTap]);

  return <div ref={buttonRef} data-testid="google-sign-in" />;
}
