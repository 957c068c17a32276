import { apiPut } from '@speakwell/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scriptsQueryKey } from '../../../shared/api/get-scripts.js';

export interface ScriptRename {
  scriptId: string;
  title: string;
}

/** PUT /api/scripts/{id} with only the title: the response is not read. */
export async function renameScript({ scriptId, title }: ScriptRename): Promise<void> {
  await apiPut(`/api/scripts/${encodeURIComponent(scriptId)}`, { title });
}

export function useRenameScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameScript,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptsQueryKey }),
  });
}
