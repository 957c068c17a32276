import { apiGet } from '@speakwell/api-client';
import { ClientConfig } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/config: run-time settings (is Google sign-in configured?). Never baked into a build. */
export function getClientConfig(): Promise<ClientConfig> {
  return apiGet('/api/config', { schema: ClientConfig });
}

export function useClientConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getClientConfig, staleTime: Infinity, retry: false });
}
