import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const DrillErrorCode = errorCodes({
  NotFound: ['DRILL_NOT_FOUND', 404, 'Drill not found'],
  FocusContextMissing: ['DRILL_FOCUS_CONTEXT_MISSING', 400, 'Focus Mode needs context: paste a resume, job description or agenda first.'],
});

/** Failures of the drills domain; a drill of another user is "not found", never forbidden. */
export class DrillError extends defineErrors(DrillErrorCode) {
  static notFound(): DrillError {
    return new DrillError(DrillErrorCode.NotFound);
  }

  static focusContextMissing(): DrillError {
    return new DrillError(DrillErrorCode.FocusContextMissing);
  }
}
