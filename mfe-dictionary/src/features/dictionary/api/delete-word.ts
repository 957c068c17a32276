import { apiDelete } from '@speakwell/api-client';
import { removeFromPages } from '@speakwell/api-client/queries';
import type { DictionaryEntry } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictionaryWordsKey } from './get-dictionary.js';
import { reviewQueryKey } from './get-review.js';

/** DELETE /api/dictionary/{id}: the response is not read. */
export async function deleteWord(entryId: string): Promise<void> {
  await apiDelete(`/api/dictionary/${encodeURIComponent(entryId)}`);
}

export function useDeleteWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWord,
    // The word leaves every loaded list (filtered or not) at once; the due count follows.
    onSuccess: (_response, entryId) => {
      removeFromPages<DictionaryEntry>(queryClient, dictionaryWordsKey, (entry) => entry._id === entryId);
      void queryClient.invalidateQueries({ queryKey: reviewQueryKey });
    },
  });
}
