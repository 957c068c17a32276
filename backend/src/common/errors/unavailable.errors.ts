import { defineErrors, errorCodes } from './domain-error.js';

export const UnavailableErrorCode = errorCodes({
  Database: ['DATABASE_UNAVAILABLE', 503, 'The database is unavailable, please try again in a few seconds'],
  RateLimitStore: ['RATE_LIMIT_STORE_UNAVAILABLE', 503, 'The rate-limit store (Redis) is unavailable, please try again in a few seconds'],
  ShuttingDown: ['SHUTTING_DOWN', 503, 'This server is restarting, please try again'],
  /** The database answers but its schema is not the one this version needs (readiness only). */
  DatabaseSchema: ['DATABASE_SCHEMA_OUTDATED', 503, 'The database schema is not the one this version needs'],
});

/** A backing service is down: 503 with Retry-After, recovering by itself once it is back. */
export class UnavailableError extends defineErrors(UnavailableErrorCode) {
  readonly retryAfterSeconds = 5;
}

/** Socket-level failures and PostgreSQL's "shutting down / starting up / connection lost" classes. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)|timeout exceeded when trying to connect/i;

/** True when `error` (or what it wraps) says PostgreSQL could not be reached, not that a query was wrong. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
  if (error instanceof Error && CONNECTION_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  const inner = ('driverError' in error && error.driverError) || ('cause' in error && error.cause);
  return inner ? isDatabaseUnreachable(inner, depth + 1) : false;
}
