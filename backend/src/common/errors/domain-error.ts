/**
 * Base of every user-facing failure; the global exception filter turns any DomainError into
 * `{ error: message, code, statusCode }` without knowing the domain. A domain declares its errors in
 * `<domain>/<domain>.errors.ts`: its codes with `errorCodes` (one row a code: code, HTTP status,
 * text) and its error class with `defineErrors` over them.
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

/** Every code's rule, from every domain's table: what the OpenAPI document says a code answers. */
const RULES = new Map<string, ErrorRule>();

/** The status and text of an error code declared with `errorCodes` (throws for an unknown code). */
export function errorRule(code: string): ErrorRule {
  const rule = RULES.get(code);
  if (!rule) throw new Error(`Unknown error code ${code}: declare it with errorCodes`);
  return rule;
}

/** One error code's row: the code (UPPER_SNAKE), its HTTP status, and its text unless the text is given where the error is made. */
export type ErrorCodeRow = readonly [code: string, status: number, message?: string];

/** The code strings of an `errorCodes` table, as a type (what an enum's name stands for). */
export type ErrorCodeOf<Codes extends Readonly<Record<string, string>>> = Codes[keyof Codes];

/**
 * A domain's error codes, one row a code, used by name as an enum would be
 * (`ScriptErrorCode.NotFound === 'SCRIPT_NOT_FOUND'`); each row's status and text are recorded
 * for the errors made with that code and for the OpenAPI document:
 *
 *   export const ScriptErrorCode = errorCodes({ NotFound: ['SCRIPT_NOT_FOUND', 404, 'Script not found.'] });
 *   export class ScriptError extends defineErrors(ScriptErrorCode) {}
 */
export function errorCodes<const Rows extends Readonly<Record<string, ErrorCodeRow>>>(rows: Rows): { readonly [Name in keyof Rows]: Rows[Name][0] } {
  const codes: Record<string, string> = {};
  for (const [name, [code, status, message]] of Object.entries(rows)) {
    RULES.set(code, message === undefined ? { status } : { status, message });
    codes[name] = code;
  }
  return Object.freeze(codes) as { readonly [Name in keyof Rows]: Rows[Name][0] };
}

/**
 * The base class of one domain's errors, over its `errorCodes`. `new ScriptError(ScriptErrorCode.NotFound)`
 * uses the row's text; a text given as the second argument (e.g. one naming the word or the
 * remote) replaces it.
 */
export function defineErrors<const Codes extends Readonly<Record<string, string>>>(codes: Codes) {
  type Code = ErrorCodeOf<Codes>;
  for (const code of Object.values(codes)) errorRule(code);

  return class extends DomainError<Code> {
    constructor(code: Code, message?: string) {
      const text = message ?? errorRule(code).message;
      if (text === undefined) throw new Error(`Error ${code} needs a text where it is made`);
      super(code, text);
    }

    get statusCode(): number {
      return errorRule(this.code).status;
    }
  };
}
