import { apiPost, apiPut, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { Script, ScriptSettings } from '@speakwell/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** What the editor sends: tags already split into a list, and the script's settings. */
export interface ScriptDraft {
  title: string;
  description: string;
  tags: string[];
  content: string;
  settings: ScriptSettings;
}

/** One save of the editor: of a new script (no id yet) or of the one it edits. */
export interface ScriptSave {
  scriptId: string | undefined;
  draft: ScriptDraft;
}

/** POST /api/scripts: answers with the new script's id. */
export async function createScript(draft: ScriptDraft): Promise<string> {
  const { id } = await apiPost('/api/scripts', draft, { loadSchema: contract('CreateScriptResponse') });
  return id;
}

/** PUT /api/scripts/{id} with every field: the response is not read. */
export async function updateScript(scriptId: string, draft: ScriptDraft): Promise<void> {
  await apiPut(`/api/scripts/${encodeURIComponent(scriptId)}`, { id: scriptId, ...draft });
}

/** Creates the script on its first save, updates it after; answers with its id either way. */
export async function saveScript({ scriptId, draft }: ScriptSave): Promise<string> {
  if (!scriptId) return createScript(draft);
  await updateScript(scriptId, draft);
  return scriptId;
}

export const saveScriptMutation = () =>
  mutationOptions({
    mutationFn: saveScript,
    // Reopening the editor before this save lands must show it, not the older cached copy.
    onMutate: ({ scriptId, draft }, { client }) => {
      if (scriptId) client.setQueryData<Script>(queryKeys.scripts.detail(scriptId), (cached) => cached && { ...cached, ...draft });
    },
    // A list still on its first load (the library just opened by Done) would otherwise keep
    // what it read before this save: that load is dropped and made again.
    onSuccess: async (_id, _save, _result, { client }) => {
      await client.cancelQueries({ queryKey: queryKeys.scripts.all });
      void client.invalidateQueries({ queryKey: queryKeys.scripts.all });
    },
  });
