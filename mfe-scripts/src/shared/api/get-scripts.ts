import { contract } from '@speakwell/api-client';
import { pagedListQuery, queryKeys, usePagedList } from '@speakwell/api-client/queries';

/** GET /api/scripts: the user's scripts, newest first, page by page. */
export const scriptListQuery = () => pagedListQuery(queryKeys.scripts.list, { path: '/api/scripts', loadSchema: contract('ScriptList') });

export function useScripts() {
  return usePagedList(scriptListQuery());
}
