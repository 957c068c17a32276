import { apiGet } from '@speakwell/api-client';
import { SessionList, type SessionSummary } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

export const meetingSessionsQueryKey = ['sessions', 'Meeting'] as const;

/** GET /api/sessions?type=Meeting: the user's meeting sessions, newest first. */
export function getMeetingSessions(): Promise<SessionSummary[]> {
  return apiGet('/api/sessions', { query: { type: 'Meeting' }, schema: SessionList });
}

export function useMeetingSessions() {
  return useQuery({ queryKey: meetingSessionsQueryKey, queryFn: getMeetingSessions });
}
