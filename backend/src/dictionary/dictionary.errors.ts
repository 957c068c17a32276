import { DomainError } from '../common/errors/domain-error.js';

export enum DictionaryErrorCode {
  WordAlreadyAdded = 'DICTIONARY_WORD_ALREADY_ADDED',
  EntryNotFound = 'DICTIONARY_ENTRY_NOT_FOUND',
}

/** Failures of the personal dictionary; `message` is shown to the user as `{ error }`. */
export class DictionaryError extends DomainError<DictionaryErrorCode> {
  private constructor(code: DictionaryErrorCode, message: string) {
    super(code, message);
  }

  get statusCode(): number {
    switch (this.code) {
      case DictionaryErrorCode.WordAlreadyAdded:
        return 409;
      case DictionaryErrorCode.EntryNotFound:
        return 404;
      default:
        return assertNever(this.code);
    }
  }

  static wordAlreadyAdded(word: string): DictionaryError {
    return new DictionaryError(DictionaryErrorCode.WordAlreadyAdded, `'${word}' is already in your dictionary.`);
  }

  /** Also for another user's entry: whether it exists is none of the caller's business. */
  static entryNotFound(): DictionaryError {
    return new DictionaryError(DictionaryErrorCode.EntryNotFound, 'Dictionary entry not found.');
  }
}

function assertNever(code: never): never {
  throw new Error(`Unhandled dictionary error code: ${String(code)}`);
}
