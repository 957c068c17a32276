import { defineErrors } from '../common/errors/domain-error.js';

export enum ScriptErrorCode {
  NotFound = 'SCRIPT_NOT_FOUND',
}

/** Failures of the script library; `message` is shown to the user as `{ error }`. */
export class ScriptError extends defineErrors<ScriptErrorCode>({
  // Also for another user's script: whether it exists is none of the caller's business.
  [ScriptErrorCode.NotFound]: { status: 404, message: 'Script not found.' },
}) {
  static notFound(): ScriptError {
    return new ScriptError(ScriptErrorCode.NotFound);
  }
}
