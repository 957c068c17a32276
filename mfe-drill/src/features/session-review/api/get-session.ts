import { ApiError, apiGet } from '@speakwell/api-client';
import { SessionDetail } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

export const sessionDetailQueryKey = (sessionId: string) => ['sessions', 'detail', sessionId] as const;

/** GET /api/sessions/{id}: one session with its drills. */
export function getSession(sessionId: string): Promise<SessionDetail> {
  return apiGet(`/api/sessions/${encodeURIComponent(sessionId)}`, { schema: SessionDetail });
}

export function useSessionDetail(sessionId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sessionDetailQueryKey(sessionId),
    queryFn: () => getSession(sessionId),
    enabled,
    // A missing or foreign session stays missing; only server trouble is worth a retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
