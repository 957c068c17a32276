import type { AiProvider, ClientConfig } from '@speakwell/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, ResponseShapeError } from '@speakwell/api-client';
import { queryKeys } from './query-keys.js';

const AI_PROVIDERS: readonly unknown[] = ['openai', 'offline'] satisfies AiProvider[];

/**
 * The ClientConfig contract checked by hand: the login page reads the config first thing, and
 * loading zod for three fields would double what that page downloads.
 */
function readClientConfig(body: unknown): ClientConfig {
  const config = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { googleClientId, aiProvider, serverTranscription } = config;
  const valid =
    (googleClientId === null || typeof googleClientId === 'string') &&
    AI_PROVIDERS.includes(aiProvider) &&
    (serverTranscription === undefined || typeof serverTranscription === 'boolean');
  if (!valid) throw new ResponseShapeError('Unexpected response from GET /api/config');
  return { googleClientId, aiProvider: aiProvider as AiProvider, ...(serverTranscription !== undefined && { serverTranscription }) };
}

/** GET /api/config: run-time settings (Google sign-in, the AI provider, server transcription). */
export async function getClientConfig(): Promise<ClientConfig> {
  return readClientConfig(await apiGet<unknown>('/api/config'));
}

/**
 * Read once per page load. A failure is not retried and not kept: the next screen that needs
 * it asks again (until then the login page offers no Google button).
 */
export const clientConfigQuery = () => queryOptions({ queryKey: queryKeys.config, queryFn: getClientConfig, staleTime: Infinity, retry: false });

/** Which AI rates answers and writes meeting answers; undefined until the config is read. */
export function useAiProvider(): AiProvider | undefined {
  return useQuery(clientConfigQuery()).data?.aiProvider;
}
