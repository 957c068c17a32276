import { apiPost, contract } from '@speakwell/api-client';
import { addToFirstPage, queryKeys } from '@speakwell/api-client/queries';
import type { DictionaryEntry, RestoreWordRequest } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

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

export const restoreWordMutation = () =>
  mutationOptions({
    mutationFn: restoreWord,
    // Back in the whole list at once; its place by date comes with the next read.
    onSuccess: (entry, _request, _result, { client }) => {
      addToFirstPage(client, queryKeys.dictionary.list(''), entry);
      void client.invalidateQueries({ queryKey: queryKeys.dictionary.words });
      void client.invalidateQueries({ queryKey: queryKeys.dictionary.review });
    },
  });

export function useRestoreWord() {
  return useMutation(restoreWordMutation());
}
