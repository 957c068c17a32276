import { apiPut } from '@speakwell/api-client';
import { queryKeys, replaceInPages } from '@speakwell/api-client/queries';
import type { Script } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export interface ScriptRename {
  script: Script;
  title: string;
}

/** PUT /api/scripts/{id} with only the title: the response is not read. */
export async function renameScript({ script, title }: ScriptRename): Promise<void> {
  await apiPut(`/api/scripts/${encodeURIComponent(script.id)}`, { title });
}

export const renameScriptMutation = () =>
  mutationOptions({
    mutationFn: renameScript,
    // The card takes the new title where it is; the open script is read again when next opened.
    onSuccess: (_response, { script, title }, _result, { client }) => {
      replaceInPages<Script>(client, queryKeys.scripts.list, (loaded) => loaded.id === script.id, { ...script, title });
      void client.invalidateQueries({ queryKey: queryKeys.scripts.detail(script.id), exact: true });
    },
  });

export function useRenameScript() {
  return useMutation(renameScriptMutation());
}
