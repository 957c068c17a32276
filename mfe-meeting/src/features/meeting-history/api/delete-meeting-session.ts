import { apiDelete } from '@speakwell/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingSessionsQueryKey } from './get-meeting-sessions.js';

/** DELETE /api/sessions/{id}: the meeting session and its questions and answers. */
export function deleteMeetingSession(sessionId: string): Promise<unknown> {
  return apiDelete(`/api/sessions/${encodeURIComponent(sessionId)}`);
}

export function useDeleteMeetingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeetingSession,
    // Awaited, so a deleted card leaves the list before its 'Deleting...' marker is cleared.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingSessionsQueryKey }),
  });
}
