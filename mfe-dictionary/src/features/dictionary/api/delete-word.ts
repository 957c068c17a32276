import { apiDelete } from '@speakwell/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dictionaryQueryKey } from './get-dictionary.js';

/** DELETE /api/dictionary/{id}: the response is not read. */
export async function deleteWord(entryId: string): Promise<void> {
  await apiDelete(`/api/dictionary/${encodeURIComponent(entryId)}`);
}

export function useDeleteWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dictionaryQueryKey }),
  });
}
