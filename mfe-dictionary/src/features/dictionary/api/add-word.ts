import { apiPost, contract } from '@speakwell/api-client';
import { addToFirstPage } from '@speakwell/api-client/queries';
import type { DictionaryEntry, AddWordRequest } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictionaryQuery, dictionaryWordsKey } from './get-dictionary.js';
import { reviewQueryKey } from './get-review.js';

/** POST /api/dictionary: looks the word up and saves it; answers with the new entry. */
export function addWord(request: AddWordRequest): Promise<DictionaryEntry> {
  return apiPost('/api/dictionary', request, { loadSchema: contract('DictionaryEntry') });
}

export function useAddWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWord,
    // The new word goes on top of the loaded list (newest first); filtered lists are read again
    // when next asked for, and the review's due count now includes it.
    onSuccess: (entry) => {
      addToFirstPage(queryClient, dictionaryQuery('').queryKey, entry);
      queryClient.removeQueries({ queryKey: dictionaryWordsKey, predicate: (query) => query.queryKey[2] !== '' });
      void queryClient.invalidateQueries({ queryKey: reviewQueryKey });
    },
  });
}
