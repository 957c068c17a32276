import { sessionDetailQuery } from '@speakwell/api-client/queries';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/sessions/{id} for Continue Session: always read fresh (answers given since the
 * list was loaded belong in the history) and not kept once the practice view has it.
 */
export function useSessionToContinue(sessionId: string) {
  return useQuery({ ...sessionDetailQuery(sessionId), queryKey: ['sessions', 'continue', sessionId], staleTime: 0, gcTime: 0 });
}
