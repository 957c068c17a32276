import { apiDelete } from '@speakwell/api-client';
import { queryKeys, removeFromPages } from '@speakwell/api-client/queries';
import type { Script } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** DELETE /api/scripts/{id}: the response is not read. */
export async function deleteScript(scriptId: string): Promise<void> {
  await apiDelete(`/api/scripts/${encodeURIComponent(scriptId)}`);
}

export const deleteScriptMutation = () =>
  mutationOptions({
    mutationFn: deleteScript,
    onSuccess: (_response, scriptId, _result, { client }) => removeFromPages<Script>(client, queryKeys.scripts.list, (script) => script.id === scriptId),
  });

export function useDeleteScript() {
  return useMutation(deleteScriptMutation());
}
