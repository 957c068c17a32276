import { DictionaryError } from './dictionary.errors.js';

describe('DictionaryError', () => {
  it('answers 409 with the word as typed for a duplicate', () => {
    const error = DictionaryError.wordAlreadyAdded('Ubiquitous');
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe("'Ubiquitous' is already in your dictionary.");
  });

  it('answers 404 for a missing entry', () => {
    expect(DictionaryError.entryNotFound().statusCode).toBe(404);
  });
});
