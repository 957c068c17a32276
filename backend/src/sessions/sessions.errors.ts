import { defineErrors } from '../common/errors/domain-error.js';

export enum SessionErrorCode {
  NotFound = 'SESSION_NOT_FOUND',
}

/** Failures of the sessions domain; a session of another user is "not found", never forbidden. */
export class SessionError extends defineErrors<SessionErrorCode>({
  [SessionErrorCode.NotFound]: { status: 404, message: 'Session not found' },
}) {
  static notFound(): SessionError {
    return new SessionError(SessionErrorCode.NotFound);
  }
}
