import { getSession, queryKeys } from '@speakwell/api-client/queries';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /api/sessions/{id} for Continue Session: always read fresh (answers given since the
 * list was loaded belong in the history) and not kept once the practice view has it.
 */
export const sessionToContinueQuery = (sessionId: string) =>
  queryOptions({ queryKey: queryKeys.sessions.toContinue(sessionId), queryFn: () => getSession(sessionId), staleTime: 0, gcTime: 0 });

export function useSessionToContinue(sessionId: string) {
  return useQuery(sessionToContinueQuery(sessionId));
}
