/** The server answered with an error status; `message` is the server's `error` text when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    /** True when the server's body carried an `error` text (so it may be shown as is). */
    readonly fromServer: boolean,
    /** The error body as the server sent it (for extra fields such as `suggestions`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The request never got an answer: server down, offline, CORS, aborted. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message = 'Could not connect to the server.', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The server answered 2xx but the body does not match the contract. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
}

/**
 * The text to show for a failed call: the server's `error` when it sent one, otherwise the
 * screen's fallback text (for example 'Failed to login'), or the network text when given.
 */
export function errorText(error: unknown, fallback: string, networkFallback?: string): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  if (error instanceof NetworkError && networkFallback) return networkFallback;
  return fallback;
}
