import { apiDelete } from '@speakwell/api-client';
import { queryKeys, removeFromPages } from '@speakwell/api-client/queries';
import type { DictionaryEntry } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** DELETE /api/dictionary/{id}: the response is not read. */
export async function deleteWord(entryId: string): Promise<void> {
  await apiDelete(`/api/dictionary/${encodeURIComponent(entryId)}`);
}

export const deleteWordMutation = () =>
  mutationOptions({
    mutationFn: deleteWord,
    // The word leaves every loaded list (filtered or not) at once; the due count follows.
    onSuccess: (_response, entryId, _result, { client }) => {
      removeFromPages<DictionaryEntry>(client, queryKeys.dictionary.words, (entry) => entry._id === entryId);
      void client.invalidateQueries({ queryKey: queryKeys.dictionary.review });
    },
  });

export function useDeleteWord() {
  return useMutation(deleteWordMutation());
}
