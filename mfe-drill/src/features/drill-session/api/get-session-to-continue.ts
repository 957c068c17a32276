import { ApiError } from '@speakwell/api-client';
import { useQuery } from '@tanstack/react-query';
import { getSession } from '../../session-review/api/get-session.js';

/**
 * GET /api/sessions/{id} for Continue Session: always read fresh (answers given since the
 * list was loaded belong in the history) and not kept once the practice view has it.
 */
export function useSessionToContinue(sessionId: string) {
  return useQuery({
    queryKey: ['sessions', 'continue', sessionId],
    queryFn: () => getSession(sessionId),
    staleTime: 0,
    gcTime: 0,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
