import { apiPost } from '@speakwell/api-client';
import { DictionaryEntry, type AddWordRequest } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictionaryQueryKey } from './get-dictionary.js';

/** POST /api/dictionary: looks the word up and saves it; answers with the new entry. */
export function addWord(request: AddWordRequest): Promise<DictionaryEntry> {
  return apiPost('/api/dictionary', request, { schema: DictionaryEntry });
}

export function useAddWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWord,
    // The list comes back from the server with the new word on top.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictionaryQueryKey }),
  });
}
