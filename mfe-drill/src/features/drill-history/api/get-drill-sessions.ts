import { apiGet } from '@speakwell/api-client';
import { SessionList, type SessionSummary } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

export const drillSessionsQueryKey = ['sessions', 'Drill'] as const;

/** GET /api/sessions?type=Drill: the user's drill sessions, newest first. */
export function getDrillSessions(): Promise<SessionSummary[]> {
  return apiGet('/api/sessions', { query: { type: 'Drill' }, schema: SessionList });
}

export function useDrillSessions() {
  return useQuery({ queryKey: drillSessionsQueryKey, queryFn: getDrillSessions });
}
