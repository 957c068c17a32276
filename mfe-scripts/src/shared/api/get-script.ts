import { apiGet, contract } from '@speakwell/api-client';
import type { Script } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';
import { scriptsQueryKey } from './get-scripts.js';

export const scriptQueryKey = (scriptId: string) => [...scriptsQueryKey, scriptId] as const;

/** GET /api/scripts/{id}: one script with its settings. */
export function getScript(scriptId: string): Promise<Script> {
  return apiGet(`/api/scripts/${encodeURIComponent(scriptId)}`, { loadSchema: contract('Script') });
}

/** Loads the script once per screen visit; a script being edited must not be replaced by a refetch. */
export function useScript(scriptId: string | undefined) {
  return useQuery({
    queryKey: scriptQueryKey(scriptId ?? ''),
    queryFn: () => getScript(scriptId ?? ''),
    enabled: Boolean(scriptId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
