import { clientConfigQuery } from '@speakwell/api-client/queries';
import type { AiProvider } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

/** Which AI rates answers (GET /api/config, one cache entry with the shell's). */
export function useAiProvider(): AiProvider | undefined {
  return useQuery(clientConfigQuery()).data?.aiProvider;
}
