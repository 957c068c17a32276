import { apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { DictionaryEntry, RestoreWordRequest } from '@speakwell/contracts';
import { useMutation } from '@tanstack/react-query';
import { savedEntryMutation } from './saved-entry.js';

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

// Back in the whole list at once; its place by date comes with the next read.
export const restoreWordMutation = () => savedEntryMutation(restoreWord, (client) => void client.invalidateQueries({ queryKey: queryKeys.dictionary.words }));

export function useRestoreWord() {
  return useMutation(restoreWordMutation());
}
