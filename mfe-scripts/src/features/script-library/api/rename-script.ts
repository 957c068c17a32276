import { apiPut } from '@speakwell/api-client';
import { replaceInPages } from '@speakwell/api-client/queries';
import type { Script } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scriptQueryKey } from '../../../shared/api/get-script.js';
import { scriptListQuery } from '../../../shared/api/get-scripts.js';

export interface ScriptRename {
  script: Script;
  title: string;
}

/** PUT /api/scripts/{id} with only the title: the response is not read. */
export async function renameScript({ script, title }: ScriptRename): Promise<void> {
  await apiPut(`/api/scripts/${encodeURIComponent(script.id)}`, { title });
}

export function useRenameScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameScript,
    // The card takes the new title where it is; the open script is read again when next opened.
    onSuccess: (_response, { script, title }) => {
      replaceInPages<Script>(queryClient, scriptListQuery().queryKey, (loaded) => loaded.id === script.id, { ...script, title });
      void queryClient.invalidateQueries({ queryKey: scriptQueryKey(script.id), exact: true });
    },
  });
}
