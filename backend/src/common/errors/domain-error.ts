/**
 * Base of every user-facing failure; the global exception filter turns any DomainError into
 * `{ error: message, code, statusCode }` without knowing the domain. A domain declares its errors in
 * `<domain>/<domain>.errors.ts` with `defineErrors`: a code enum (UPPER_SNAKE values) and one
 * table from code to HTTP status and text.
 */
export abstract class DomainError<Code extends string = string> extends Error {
  protected constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The HTTP status this error answers with. */
  abstract get statusCode(): number;

  /** Extra fields for the error body beyond `error` and `statusCode` (none unless a domain adds some). */
  get extraBody(): { suggestions?: string[] } {
    return {};
  }
}

/** What one error code answers: its HTTP status, and its text unless the text is given where the error is made. */
export interface ErrorRule {
  readonly status: number;
  readonly message?: string;
}

/** For an exhaustive `switch`: the compiler proves this is never reached; at run time it names the stray value. */
export function assertNever(value: never, what: string): never {
  throw new Error(`Unhandled ${what}: ${String(value)}`);
}

/** Every code's rule, from every domain's table: what the OpenAPI document says a code answers. */
const RULES = new Map<string, ErrorRule>();

/** The status and text of an error code declared with `defineErrors` (throws for an unknown code). */
export function errorRule(code: string): ErrorRule {
  const rule = RULES.get(code);
  if (!rule) throw new Error(`Unknown error code ${code}: declare it with defineErrors`);
  return rule;
}

/**
 * The base class of one domain's errors, from its table (the compiler insists every code has a rule):
 *
 *   export enum ScriptErrorCode { NotFound = 'SCRIPT_NOT_FOUND' }
 *   export class ScriptError extends defineErrors<ScriptErrorCode>({
 *     [ScriptErrorCode.NotFound]: { status: 404, message: 'Script not found.' },
 *   }) {}
 *
 * `new ScriptError(ScriptErrorCode.NotFound)` uses the table's text; a text given as the second
 * argument (e.g. one naming the word or the remote) replaces it.
 */
export function defineErrors<Code extends string>(rules: Readonly<Record<Code, ErrorRule>>) {
  for (const [code, rule] of Object.entries<ErrorRule>(rules)) RULES.set(code, rule);
  function ruleFor(code: Code): ErrorRule {
    const rule: ErrorRule | undefined = rules[code];
    return rule ?? assertNever(code as never, 'error code');
  }

  return class extends DomainError<Code> {
    constructor(code: Code, message?: string) {
      const text = message ?? ruleFor(code).message;
      if (text === undefined) throw new Error(`Error ${code} needs a text where it is made`);
      super(code, text);
    }

    get statusCode(): number {
      return ruleFor(this.code).status;
    }
  };
}
