// The small part of Google Identity Services (https://accounts.google.com/gsi/client) we use.
export interface GoogleCredentialResponse {
  credential?: string;
}

export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
        use_fedcm_for_prompt?: boolean;
        cancel_on_tap_outside?: boolean;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: { theme?: string; size?: string; text?: string; shape?: string; width?: number; logo_alignment?: string },
      ): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | null = null;

/** Loads the provider's script once, only when Google sign-in is configured. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => (window.google?.accounts?.id ? resolve(window.google) : reject(new Error('Google Identity Services did not start')));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
