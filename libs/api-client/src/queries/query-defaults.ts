import { isRefusal } from '@speakwell/api-client';

/**
 * Retry once, and only when the server had trouble (5xx) or never answered: a refusal (4xx:
 * missing, foreign, forbidden, bad input) will be refused again, so it shows at once.
 */
export function retryOnceOnServerError(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isRefusal(error);
}

/** The query client's defaults for the shell and every remote (one client, shared). */
export const queryDefaults = {
  retry: retryOnceOnServerError,
  refetchOnWindowFocus: false,
  staleTime: 30_000,
} as const;
