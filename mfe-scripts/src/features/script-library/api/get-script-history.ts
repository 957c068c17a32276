import { contract } from '@speakwell/api-client';
import { pagedListQuery, queryKeys, usePagedList } from '@speakwell/api-client/queries';

/** GET /api/scripts/{id}/history: the script's past shadowing runs, newest first, page by page. */
export const scriptHistoryQuery = (scriptId: string) =>
  pagedListQuery(queryKeys.scripts.history(scriptId), { path: `/api/scripts/${encodeURIComponent(scriptId)}/history`, loadSchema: contract('ScriptHistory') });

export function useScriptHistory(scriptId: string | null) {
  return usePagedList({
    ...scriptHistoryQuery(scriptId ?? ''),
    enabled: scriptId !== null,
    // Each opening shows the latest runs, including one just finished.
    staleTime: 0,
  });
}
