import { apiGet } from '@speakwell/api-client';
import { ClientConfig, type AiProvider } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/config (the shell reads it too, under the same key): which AI rates answers. */
export function getClientConfig(): Promise<ClientConfig> {
  return apiGet('/api/config', { schema: ClientConfig });
}

function useClientConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getClientConfig, staleTime: Infinity, retry: false });
}

export function useAiProvider(): AiProvider | undefined {
  return useClientConfig().data?.aiProvider;
}
