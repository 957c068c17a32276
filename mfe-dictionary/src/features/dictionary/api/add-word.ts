import { apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { DictionaryEntry, AddWordRequest } from '@speakwell/contracts';
import { useMutation } from '@tanstack/react-query';
import { savedEntryMutation } from './saved-entry.js';

/** POST /api/dictionary: looks the word up and saves it; answers with the new entry. */
export function addWord(request: AddWordRequest): Promise<DictionaryEntry> {
  return apiPost('/api/dictionary', request, { loadSchema: contract('DictionaryEntry') });
}

// Filtered lists are read again when next asked for.
export const addWordMutation = () =>
  savedEntryMutation(addWord, (client) => client.removeQueries({ queryKey: queryKeys.dictionary.words, predicate: (query) => query.queryKey[2] !== '' }));

export function useAddWord() {
  return useMutation(addWordMutation());
}
