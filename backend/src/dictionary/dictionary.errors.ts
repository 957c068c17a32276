import { defineErrors, errorCodes } from '../common/errors/domain-error.js';

export const DictionaryErrorCode = errorCodes({
  WordAlreadyAdded: ['DICTIONARY_WORD_ALREADY_ADDED', 409],
  // Also for another user's entry: whether it exists is none of the caller's business.
  EntryNotFound: ['DICTIONARY_ENTRY_NOT_FOUND', 404, 'Dictionary entry not found.'],
});

/** Failures of the personal dictionary; `message` is shown to the user as `{ error }`. */
export class DictionaryError extends defineErrors(DictionaryErrorCode) {
  static wordAlreadyAdded(word: string): DictionaryError {
    return new DictionaryError(DictionaryErrorCode.WordAlreadyAdded, `'${word}' is already in your dictionary.`);
  }

  static entryNotFound(): DictionaryError {
    return new DictionaryError(DictionaryErrorCode.EntryNotFound);
  }
}
