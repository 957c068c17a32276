import { apiDelete } from '@speakwell/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scriptsQueryKey } from '../../../shared/api/get-scripts.js';

/** DELETE /api/scripts/{id}: the response is not read. */
export async function deleteScript(scriptId: string): Promise<void> {
  await apiDelete(`/api/scripts/${encodeURIComponent(scriptId)}`);
}

export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScript,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptsQueryKey }),
  });
}
