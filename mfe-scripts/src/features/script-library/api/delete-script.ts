import { apiDelete } from '@speakwell/api-client';
import { deleteFromPagesMutation, queryKeys } from '@speakwell/api-client/queries';
import type { Script } from '@speakwell/contracts';
import { useMutation } from '@tanstack/react-query';

/** DELETE /api/scripts/{id}: the response is not read. */
export async function deleteScript(scriptId: string): Promise<void> {
  await apiDelete(`/api/scripts/${encodeURIComponent(scriptId)}`);
}

export const deleteScriptMutation = () => deleteFromPagesMutation<Script>(queryKeys.scripts.list, deleteScript, (script) => script.id);

export function useDeleteScript() {
  return useMutation(deleteScriptMutation());
}
