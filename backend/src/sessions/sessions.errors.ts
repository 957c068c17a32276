import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const SessionErrorCode = errorCodes({
  NotFound: ['SESSION_NOT_FOUND', 404, 'Session not found'],
});

/** Failures of the sessions domain; a session of another user is "not found", never forbidden. */
export class SessionError extends defineErrors(SessionErrorCode) {
  static notFound(): SessionError {
    return new SessionError(SessionErrorCode.NotFound);
  }
}
