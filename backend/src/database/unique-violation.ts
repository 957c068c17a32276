import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** Whether a write failed on unique constraint `constraint` (on any, when not given): the same row added twice, even at once. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; constraint?: unknown } | undefined;
  return driverError?.code === UNIQUE_VIOLATION && (constraint === undefined || driverError.constraint === constraint);
}
