import { DomainError } from '../common/errors/domain-error.js';

export enum SessionErrorCode {
  NotFound = 'SESSION_NOT_FOUND',
}

/** Failures of the sessions domain; a session of another user is "not found", never forbidden. */
export class SessionError extends DomainError<SessionErrorCode> {
  constructor(code: SessionErrorCode, message: string) {
    super(code, message);
  }

  get statusCode(): number {
    switch (this.code) {
      case SessionErrorCode.NotFound:
        return 404;
      default:
        return assertNever(this.code);
    }
  }

  static notFound(): SessionError {
    return new SessionError(SessionErrorCode.NotFound, 'Session not found');
  }
}

function assertNever(code: never): never {
  throw new Error(`Unhandled session error code: ${String(code)}`);
}
