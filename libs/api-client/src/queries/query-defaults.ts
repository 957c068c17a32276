import { ApiError, asksToWait, isRefusal } from '@speakwell/api-client';

/**
 * The longest the server may ask a screen to wait (Retry-After) before its one retry. A longer
 * wait would keep the learner looking at a spinner and then, most likely, at the same error:
 * the error shows at once instead, with the server's text ("try again later").
 */
export const LONGEST_RETRY_WAIT_MS = 10_000;

/** Tries after the first: one, for queries and (when the server asked to wait) for changes. */
const RETRIES = 1;

/** True unless the server asked for a wait longer than a screen waits. */
function waitFits(error: unknown): boolean {
  return !(error instanceof ApiError) || error.retryAfterMs === undefined || error.retryAfterMs <= LONGEST_RETRY_WAIT_MS;
}

/**
 * Reads retry once when the server had trouble (5xx), never answered, or asked to wait (408,
 * 429); a refusal (other 4xx: missing, foreign, forbidden, bad input) would be refused again,
 * so it shows at once.
 */
export function retryReadOnce(failureCount: number, error: unknown): boolean {
  return failureCount < RETRIES && !isRefusal(error) && waitFits(error);
}

/**
 * Changes retry once only when the server asked to wait (408, 429): it did nothing with the
 * request then. After a 5xx or no answer the change may have been made, so it is not sent twice.
 */
export function retryChangeWhenAskedToWait(failureCount: number, error: unknown): boolean {
  return failureCount < RETRIES && asksToWait(error) && waitFits(error);
}

/** The wait before a retry: what the server asked for (Retry-After), otherwise TanStack Query's own backoff. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, LONGEST_RETRY_WAIT_MS);
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * The query client's `defaultOptions`, for the shell's clients (one, shared with every remote,
 * once signed in; one before): reads and changes (mutations) each with their retry rule.
 */
export const clientDefaults = {
  queries: {
    retry: retryReadOnce,
    retryDelay,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: {
    retry: retryChangeWhenAskedToWait,
    retryDelay,
  },
} as const;
