import { apiGet } from '@speakwell/api-client';
import { SessionDetail } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/sessions/{id}: one session with its drills. */
export function getSession(sessionId: string): Promise<SessionDetail> {
  return apiGet(`/api/sessions/${encodeURIComponent(sessionId)}`, { schema: SessionDetail });
}

export function useSessionDetail(sessionId: string) {
  return useQuery({ queryKey: ['sessions', 'detail', sessionId], queryFn: () => getSession(sessionId) });
}
