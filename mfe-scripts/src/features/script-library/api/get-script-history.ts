import { apiGet } from '@speakwell/api-client';
import { ScriptHistory, type ScriptHistoryEntry } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { scriptQueryKey } from '../../../shared/api/get-script.js';

/** GET /api/scripts/{id}/history: the script's past shadowing runs. */
export function getScriptHistory(scriptId: string): Promise<ScriptHistoryEntry[]> {
  return apiGet(`/api/scripts/${encodeURIComponent(scriptId)}/history`, { schema: ScriptHistory });
}

export function useScriptHistory(scriptId: string | null) {
  return useQuery({
    queryKey: [...scriptQueryKey(scriptId ?? ''), 'history'],
    queryFn: () => getScriptHistory(scriptId ?? ''),
    enabled: scriptId !== null,
    // Each opening shows the latest runs, including one just finished.
    staleTime: 0,
  });
}
