import { apiGet } from '@speakwell/api-client';
import { ScriptList, type Script } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

/** Every scripts query starts with this key, so one invalidation reloads the list and the open script. */
export const scriptsQueryKey = ['scripts'] as const;

/** GET /api/scripts: the user's scripts, most recently updated first. */
export function getScripts(): Promise<Script[]> {
  return apiGet('/api/scripts', { schema: ScriptList });
}

export function useScripts() {
  return useQuery({ queryKey: scriptsQueryKey, queryFn: getScripts });
}
