import { defineErrors } from '../common/errors/domain-error.js';

export enum DictionaryErrorCode {
  WordAlreadyAdded = 'DICTIONARY_WORD_ALREADY_ADDED',
  EntryNotFound = 'DICTIONARY_ENTRY_NOT_FOUND',
}

/** Failures of the personal dictionary; `message` is shown to the user as `{ error }`. */
export class DictionaryError extends defineErrors<DictionaryErrorCode>({
  [DictionaryErrorCode.WordAlreadyAdded]: { status: 409 },
  // Also for another user's entry: whether it exists is none of the caller's business.
  [DictionaryErrorCode.EntryNotFound]: { status: 404, message: 'Dictionary entry not found.' },
}) {
  static wordAlreadyAdded(word: string): DictionaryError {
    return new DictionaryError(DictionaryErrorCode.WordAlreadyAdded, `'${word}' is already in your dictionary.`);
  }

  static entryNotFound(): DictionaryError {
    return new DictionaryError(DictionaryErrorCode.EntryNotFound);
  }
}
