/**
 * What never reaches a log line: the values a failed query was run with (argon2 hashes, tokens,
 * whatever the user typed), PostgreSQL's "Failing row contains (...)" detail that repeats them,
 * and any credential a logged object may carry. Pino replaces each with "[redacted]".
 */
export const LOG_REDACTION = {
  paths: [
    'err.parameters',
    'err.detail',
    'err.driverError.parameters',
    'err.driverError.detail',
    'err.driverError.where',
    'req.headers.authorization',
    'req.headers.cookie',
    '*.password',
    '*.passwordHash',
    '*.password_hash',
    '*.token',
    '*.current_password',
  ],
  censor: '[redacted]',
};
