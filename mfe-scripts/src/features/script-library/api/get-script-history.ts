import { contract } from '@speakwell/api-client';
import { pagedListQuery, usePagedList } from '@speakwell/api-client/queries';
import { scriptQueryKey } from '../../../shared/api/get-script.js';

/** GET /api/scripts/{id}/history: the script's past shadowing runs, newest first, page by page. */
export const scriptHistoryQuery = (scriptId: string) =>
  pagedListQuery([...scriptQueryKey(scriptId), 'history'], { path: `/api/scripts/${encodeURIComponent(scriptId)}/history`, loadSchema: contract('ScriptHistory') });

export function useScriptHistory(scriptId: string | null) {
  return usePagedList({
    ...scriptHistoryQuery(scriptId ?? ''),
    enabled: scriptId !== null,
    // Each opening shows the latest runs, including one just finished.
    staleTime: 0,
  });
}
