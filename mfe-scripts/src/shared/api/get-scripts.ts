import { pagedListQuery, usePagedList } from '@speakwell/api-client/queries';
import { ScriptList } from '@speakwell/contracts';

/** Every scripts query starts with this key, so one invalidation reloads the list and the open script. */
export const scriptsQueryKey = ['scripts'] as const;

/** GET /api/scripts: the user's scripts, newest first, page by page. */
export const scriptListQuery = () => pagedListQuery([...scriptsQueryKey, 'list'], { path: '/api/scripts', schema: ScriptList });

export function useScripts() {
  return usePagedList(scriptListQuery());
}
