import { apiDelete } from '@speakwell/api-client';
import { removeFromPages } from '@speakwell/api-client/queries';
import type { Script } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scriptListQuery } from '../../../shared/api/get-scripts.js';

/** DELETE /api/scripts/{id}: the response is not read. */
export async function deleteScript(scriptId: string): Promise<void> {
  await apiDelete(`/api/scripts/${encodeURIComponent(scriptId)}`);
}

export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScript,
    onSuccess: (_response, scriptId) => removeFromPages<Script>(queryClient, scriptListQuery().queryKey, (script) => script.id === scriptId),
  });
}
