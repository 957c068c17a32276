import type { ClientConfig } from '@speakwell/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, contract } from '@speakwell/api-client';

/** GET /api/config: run-time settings (Google sign-in, the AI provider). Read once per page load. */
export function getClientConfig(): Promise<ClientConfig> {
  return apiGet('/api/config', { loadSchema: contract('ClientConfig') });
}

export const clientConfigQuery = () => queryOptions({ queryKey: ['config'], queryFn: getClientConfig, staleTime: Infinity, retry: false });
