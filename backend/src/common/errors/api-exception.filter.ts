import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Optional } from '@nestjs/common';
import { MetricsService } from '../../metrics/metrics.service.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@speakwell/contracts';
import { RateLimitError } from '../rate-limit/rate-limit.errors.js';
import { DomainError } from './domain-error.js';
import { isDatabaseUnreachable, UnavailableError, UnavailableErrorCode } from './unavailable.errors.js';

const INTERNAL_ERROR = { error: 'Internal server error', code: 'INTERNAL_ERROR', statusCode: 500 };

/** Calls whose clients read `message` on failure (the profile form): their errors carry both fields. */
const PATHS_READING_MESSAGE = new Set(['/api/user/profile']);

/** `{ error, code, statusCode }`, plus `message` with the same text on the paths that read it. */
export function errorBodyFor(url: string, body: ErrorResponse): ErrorResponse & { message?: string } {
  const path = url.split('?')[0].replace(/\/+$/, '');
  return PATHS_READING_MESSAGE.has(path) ? { ...body, message: body.error } : body;
}

/** Fastify's own request errors (body parsing, limits), in the product's words and codes. */
const FASTIFY_ERRORS: Record<string, { error: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'Request body is not valid JSON', code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: 'Request body is empty', code: 'EMPTY_BODY' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'Request body is too large', code: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { error: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { error: 'Request body length does not match Content-Length', code: 'CONTENT_LENGTH_MISMATCH' },
  // @fastify/compress, which also decompresses request bodies.
  FST_CP_ERR_INVALID_CONTENT: { error: 'Request body does not match its Content-Encoding', code: 'INVALID_CONTENT_ENCODING' },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: { error: 'Unsupported content encoding', code: 'UNSUPPORTED_CONTENT_ENCODING' },
};

/** The code of an error answered with only a status (Nest's own exceptions): its HTTP name, `NOT_FOUND`, `PAYLOAD_TOO_LARGE`. */
export function statusCodeName(statusCode: number): string {
  const name: unknown = HttpStatus[statusCode];
  return typeof name === 'string' ? name : statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

export interface ErrorAnswer {
  body: ErrorResponse;
  headers: Record<string, string>;
  /** Unexpected: log it in full, tell the client nothing about it. */
  unexpected: boolean;
  /** Why, in a word for the metrics: the domain error's code, Fastify's, `http_<status>` or `unexpected`. */
  reason: string;
}

function fastifyErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' && error.code.startsWith('FST_') ? error.code : undefined;
}

/** A client error raised by Fastify or one of its plugins before Nest saw the request. */
function fastifyClientError(error: unknown): { code: string; statusCode: number } | undefined {
  const code = fastifyErrorCode(error);
  if (!code || typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? { code, statusCode } : undefined;
}

function httpExceptionText(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const { message } = response;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('; ');
  }
  return exception.message;
}

/** Turns anything thrown into the one error shape. Exported for unit tests. */
export function toErrorAnswer(thrown: unknown): ErrorAnswer {
  const databaseDown = !(thrown instanceof DomainError) && !(thrown instanceof HttpException) && isDatabaseUnreachable(thrown);
  const exception = databaseDown ? new UnavailableError(UnavailableErrorCode.Database) : thrown;
  if (exception instanceof DomainError) {
    const headers: Record<string, string> =
      exception instanceof RateLimitError || exception instanceof UnavailableError ? { 'retry-after': String(exception.retryAfterSeconds) } : {};
    return {
      body: { ...exception.extraBody, error: exception.message, code: exception.code, statusCode: exception.statusCode },
      headers,
      unexpected: false,
      reason: exception.code,
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const fastifyCode = fastifyErrorCode(exception.cause);
    const known = fastifyCode ? FASTIFY_ERRORS[fastifyCode] : undefined;
    const body = known ? { ...known, statusCode } : { error: httpExceptionText(exception), code: statusCodeName(statusCode), statusCode };
    return { body, headers: {}, unexpected: false, reason: fastifyCode ?? `http_${statusCode}` };
  }
  const clientError = fastifyClientError(exception);
  if (clientError) {
    const known = FASTIFY_ERRORS[clientError.code] ?? { error: 'Bad request', code: statusCodeName(clientError.statusCode) };
    return { body: { ...known, statusCode: clientError.statusCode }, headers: {}, unexpected: false, reason: clientError.code };
  }
  return { body: INTERNAL_ERROR, headers: {}, unexpected: true, reason: 'unexpected' };
}

/**
 * The one exception filter: every failure leaves the API as `{ error, code, statusCode }`, never
 * with a stack, SQL text or any stored value the client did not send.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Optional() private readonly metrics?: MetricsService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const answer = toErrorAnswer(exception);
    this.metrics?.failures.inc({ reason: answer.reason, status: String(answer.body.statusCode) });
    if (answer.unexpected) request.log.error({ err: exception }, 'unexpected error');
    else if (answer.body.statusCode === 503) request.log.warn({ err: exception }, answer.body.error);
    if (reply.sent) return;
    void reply.code(answer.body.statusCode).headers(answer.headers).send(errorBodyFor(request.url, answer.body));
  }
}
