import { apiPost, apiPut, contract } from '@speakwell/api-client';
import type { ScriptSettings } from '@speakwell/contracts';

/** What the editor sends: tags already split into a list, and the script's settings. */
export interface ScriptDraft {
  title: string;
  description: string;
  tags: string[];
  content: string;
  settings: ScriptSettings;
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
