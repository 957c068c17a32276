import { contract } from '@speakwell/api-client';
import { pagedListQuery, usePagedList } from '@speakwell/api-client/queries';

/** Every scripts query starts with this key, so one invalidation reloads the list and the open script. */
export const scriptsQueryKey = ['scripts'] as const;

/** GET /api/scripts: the user's scripts, newest first, page by page. */
export const scriptListQuery = () => pagedListQuery([...scriptsQueryKey, 'list'], { path: '/api/scripts', loadSchema: contract('ScriptList') });

export function useScripts() {
  return usePagedList(scriptListQuery());
}
