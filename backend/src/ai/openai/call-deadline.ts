import { AiError, AiErrorCode } from '../ai.errors.js';

/** The answer when a provider call runs out of time, whatever stage it was at. */
export function deadlineExceeded(): AiError {
  return new AiError(AiErrorCode.ProviderTimeout, 'The AI service took too long to answer. Please try again.');
}

/**
 * Runs one whole provider call (every attempt, the SDK's retries, the reading of each reply
 * body) under a single deadline. When it passes, the signal aborts whatever request is in
 * flight and the call rejects at once with a 503, even if the work ignores the signal: a
 * provider that hangs, or sends its reply one byte at a time, cannot hold a request longer.
 */
export async function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = deadlineExceeded();
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = work(controller.signal);
  // A late failure of the abandoned work must not surface as an unhandled rejection.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}
