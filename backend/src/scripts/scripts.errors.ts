import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const ScriptErrorCode = errorCodes({
  // Also for another user's script: whether it exists is none of the caller's business.
  NotFound: ['SCRIPT_NOT_FOUND', 404, 'Script not found.'],
});

/** Failures of the script library; `message` is shown to the user as `{ error }`. */
export class ScriptError extends defineErrors(ScriptErrorCode) {
  static notFound(): ScriptError {
    return new ScriptError(ScriptErrorCode.NotFound);
  }
}
