import { apiGet } from '@speakwell/api-client';
import { ClientConfig, type AiProvider } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/config (the shell reads it too, under the same key): which AI writes the answers. */
export function getClientConfig(): Promise<ClientConfig> {
  return apiGet('/api/config', { schema: ClientConfig });
}

export function useAiProvider(): AiProvider | undefined {
  const config = useQuery({ queryKey: ['config'], queryFn: getClientConfig, staleTime: Infinity, retry: false });
  return config.data?.aiProvider;
}
