/**
 * Base of every user-facing failure. Each domain declares its own error class in
 * `<domain>/<domain>.errors.ts` with a code enum and an exhaustive `switch` from code to
 * HTTP status; the global exception filter turns any DomainError into
 * `{ error: message, statusCode }` without knowing the domain.
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
