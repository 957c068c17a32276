import { DomainError } from '../common/errors/domain-error.js';

export enum ScriptErrorCode {
  NotFound = 'SCRIPT_NOT_FOUND',
}

/** Failures of the script library; `message` is shown to the user as `{ error }`. */
export class ScriptError extends DomainError<ScriptErrorCode> {
  private constructor(code: ScriptErrorCode, message: string) {
    super(code, message);
  }

  get statusCode(): number {
    switch (this.code) {
      case ScriptErrorCode.NotFound:
        return 404;
      default:
        return assertNever(this.code);
    }
  }

  /** Also for another user's script: whether it exists is none of the caller's business. */
  static notFound(): ScriptError {
    return new ScriptError(ScriptErrorCode.NotFound, 'Script not found.');
  }
}

function assertNever(code: never): never {
  throw new Error(`Unhandled script error code: ${String(code)}`);
}
