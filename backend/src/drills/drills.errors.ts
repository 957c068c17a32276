import { defineErrors } from '../common/errors/domain-error.js';

export enum DrillErrorCode {
  NotFound = 'DRILL_NOT_FOUND',
  FocusContextMissing = 'DRILL_FOCUS_CONTEXT_MISSING',
}

/** Failures of the drills domain; a drill of another user is "not found", never forbidden. */
export class DrillError extends defineErrors<DrillErrorCode>({
  [DrillErrorCode.NotFound]: { status: 404, message: 'Drill not found' },
  [DrillErrorCode.FocusContextMissing]: { status: 400, message: 'Focus Mode needs context: paste a resume, job description or agenda first.' },
}) {
  static notFound(): DrillError {
    return new DrillError(DrillErrorCode.NotFound);
  }

  static focusContextMissing(): DrillError {
    return new DrillError(DrillErrorCode.FocusContextMissing);
  }
}
