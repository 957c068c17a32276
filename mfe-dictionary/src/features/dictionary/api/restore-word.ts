import { apiPost, contract } from '@speakwell/api-client';
import { addToFirstPage } from '@speakwell/api-client/queries';
import type { DictionaryEntry, RestoreWordRequest } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictionaryQuery, dictionaryWordsKey } from './get-dictionary.js';
import { reviewQueryKey } from './get-review.js';

/** POST /api/dictionary/restore: "Undo" after a delete; the entry comes back as it was. */
export function restoreWord(entry: DictionaryEntry): Promise<DictionaryEntry> {
  const request: RestoreWordRequest = {
    word: entry.word,
    part_of_speech: entry.part_of_speech,
    definition: entry.definition,
    example_sentence: entry.example_sentence,
    created_at: entry.created_at,
  };
  return apiPost('/api/dictionary/restore', request, { loadSchema: contract('DictionaryEntry') });
}

export function useRestoreWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreWord,
    // Back in the whole list at once; its place by date comes with the next read.
    onSuccess: (entry) => {
      addToFirstPage(queryClient, dictionaryQuery('').queryKey, entry);
      void queryClient.invalidateQueries({ queryKey: dictionaryWordsKey });
      void queryClient.invalidateQueries({ queryKey: reviewQueryKey });
    },
  });
}
