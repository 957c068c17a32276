import { apiPost, contract } from '@speakwell/api-client';
import { addToFirstPage, queryKeys } from '@speakwell/api-client/queries';
import type { DictionaryEntry, AddWordRequest } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** POST /api/dictionary: looks the word up and saves it; answers with the new entry. */
export function addWord(request: AddWordRequest): Promise<DictionaryEntry> {
  return apiPost('/api/dictionary', request, { loadSchema: contract('DictionaryEntry') });
}

export const addWordMutation = () =>
  mutationOptions({
    mutationFn: addWord,
    // The new word goes on top of the loaded list (newest first); filtered lists are read again
    // when next asked for, and the review's due count now includes it.
    onSuccess: (entry, _request, _result, { client }) => {
      addToFirstPage(client, queryKeys.dictionary.list(''), entry);
      client.removeQueries({ queryKey: queryKeys.dictionary.words, predicate: (query) => query.queryKey[2] !== '' });
      void client.invalidateQueries({ queryKey: queryKeys.dictionary.review });
    },
  });

export function useAddWord() {
  return useMutation(addWordMutation());
}
