import { apiGet, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { Script } from '@speakwell/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/scripts/{id}: one script with its settings. */
export function getScript(scriptId: string): Promise<Script> {
  return apiGet(`/api/scripts/${encodeURIComponent(scriptId)}`, { loadSchema: contract('Script') });
}

/** Loaded once per screen visit; a script being edited must not be replaced by a refetch. */
export const scriptQuery = (scriptId: string) =>
  queryOptions({
    queryKey: queryKeys.scripts.detail(scriptId),
    queryFn: () => getScript(scriptId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useScript(scriptId: string | undefined) {
  return useQuery({ ...scriptQuery(scriptId ?? ''), enabled: Boolean(scriptId) });
}
