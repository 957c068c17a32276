import { AiError, AiErrorCode } from '../ai.errors.js';

/** The answer when a provider call runs out of time, whatever stage it was at. */
export function deadlineExceeded(): AiError {
  return new AiError(AiErrorCode.ProviderTimeout, 'The AI service took too long to answer. Please try again.');
}

/** The answer when the caller gave up (left) before the provider call finished; no one reads it. */
export function cancelled(): AiError {
  return new AiError(AiErrorCode.ProviderTimeout, 'The request was cancelled before the AI service answered.');
}

/** What an aborted provider call failed with: the deadline, or the caller leaving. */
export function abortReason(signal: AbortSignal): AiError {
  return signal.reason instanceof AiError ? signal.reason : deadlineExceeded();
}

/**
 * Runs one whole provider call (every attempt, the SDK's retries, the reading of each reply
 * body) under a single deadline. When it passes, the signal aborts whatever request is in
 * flight and the call rejects at once with a 503, even if the work ignores the signal: a
 * provider that hangs, or sends its reply one byte at a time, cannot hold a request longer.
 * `cancel` (e.g. the client left) aborts it the same way, at once.
 */
export async function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>, cancel?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onCancel: (() => void) | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    const stop = (error: AiError): void => {
      controller.abort(error);
      reject(error);
    };
    timer = setTimeout(() => stop(deadlineExceeded()), ms);
    onCancel = () => stop(cancelled());
    if (cancel?.aborted) onCancel();
    else cancel?.addEventListener('abort', onCancel, { once: true });
  });
  const running = work(controller.signal);
  // A late failure of the abandoned work must not surface as an unhandled rejection.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
    if (onCancel) cancel?.removeEventListener('abort', onCancel);
  }
}
