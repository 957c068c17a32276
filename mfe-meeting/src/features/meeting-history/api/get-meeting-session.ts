import { ApiError, apiGet } from '@speakwell/api-client';
import { SessionDetail } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

/** The same key the drill screens use for a session's detail: one cache entry per session. */
export const meetingSessionQueryKey = (sessionId: string) => ['sessions', 'detail', sessionId] as const;

/** GET /api/sessions/{id}: one meeting session with its question-and-answer pairs (qas). */
export function getMeetingSession(sessionId: string): Promise<SessionDetail> {
  return apiGet(`/api/sessions/${encodeURIComponent(sessionId)}`, { schema: SessionDetail });
}

export function useMeetingSession(sessionId: string) {
  return useQuery({
    queryKey: meetingSessionQueryKey(sessionId),
    queryFn: () => getMeetingSession(sessionId),
    // A missing or foreign session stays missing; only server trouble is worth a retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
