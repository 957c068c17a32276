import { DomainError } from '../common/errors/domain-error.js';

export enum DrillErrorCode {
  NotFound = 'DRILL_NOT_FOUND',
  FocusContextMissing = 'DRILL_FOCUS_CONTEXT_MISSING',
}

/** Failures of the drills domain; a drill of another user is "not found", never forbidden. */
export class DrillError extends DomainError<DrillErrorCode> {
  constructor(code: DrillErrorCode, message: string) {
    super(code, message);
  }

  get statusCode(): number {
    switch (this.code) {
      case DrillErrorCode.NotFound:
        return 404;
      case DrillErrorCode.FocusContextMissing:
        return 400;
      default:
        return assertNever(this.code);
    }
  }

  static notFound(): DrillError {
    return new DrillError(DrillErrorCode.NotFound, 'Drill not found');
  }

  static focusContextMissing(): DrillError {
    return new DrillError(
      DrillErrorCode.FocusContextMissing,
      'Focus Mode needs context: paste a resume, job description or agenda first.',
    );
  }
}

function assertNever(code: never): never {
  throw new Error(`Unhandled drill error code: ${String(code)}`);
}
