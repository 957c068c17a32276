import { apiGet } from '@speakwell/api-client';
import type { ClientConfig } from '@speakwell/contracts';
import { useEffect, useState } from 'react';

let googleClientIdLoading: Promise<string | null> | null = null;

/**
 * GET /api/config, once per page: the Google client id when Google sign-in is configured.
 * Checked by hand rather than with the contract, so the login page does not load zod: an
 * answer without a usable id (or no answer) means no Google button.
 */
export function getGoogleClientId(): Promise<string | null> {
  googleClientIdLoading ??= apiGet<Partial<ClientConfig> | undefined>('/api/config').then(
    (config) => (typeof config?.googleClientId === 'string' && config.googleClientId !== '' ? config.googleClientId : null),
    () => {
      googleClientIdLoading = null; // not remembered: the next visit to the page asks again
      return null;
    },
  );
  return googleClientIdLoading;
}

export function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void getGoogleClientId().then((id) => active && setClientId(id));
    return () => {
      active = false;
    };
  }, []);
  return clientId;
}
