/** The domain code of an error body (`{ error, statusCode, code }`), when the server sent one. */
function codeOf(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
}

/**
 * The server answered with an error status; `message` is the server's `error` text when it sent
 * one, and `code` its UPPER_SNAKE reason (`AI_UNKNOWN_WORD`), which is what screens decide on.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Undefined when the server sent none (an older server, or a proxy's page). */
  readonly code: string | undefined;
  constructor(
    message: string,
    readonly status: number,
    /** True when the server's body carried an `error` text (so it may be shown as is). */
    readonly fromServer: boolean,
    /** The error body as the server sent it (for extra fields such as `suggestions`). */
    readonly body?: unknown,
    /** How long the server asked the caller to wait before asking again (its Retry-After header), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.code = codeOf(body);
  }
}

/** True when `error` is the server's answer with this domain code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}

/** "Not now" rather than "no": the request came too slowly (408), or too many came (429, with Retry-After). */
const ASK_AGAIN_LATER = new Set([408, 429]);

/** True when the server asked the caller to wait and ask again (408, 429): the same request may succeed then. */
export function asksToWait(error: unknown): error is ApiError {
  return error instanceof ApiError && ASK_AGAIN_LATER.has(error.status);
}

/**
 * The server understood the request and said no (a 4xx: bad input, missing, forbidden): asking
 * again unchanged gets the same answer, unlike a 5xx, no answer at all, or a request to wait
 * (408, 429: see asksToWait).
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && !ASK_AGAIN_LATER.has(error.status);
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
