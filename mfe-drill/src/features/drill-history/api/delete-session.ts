import { apiDelete } from '@speakwell/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drillSessionsQueryKey } from './get-drill-sessions.js';

/** DELETE /api/sessions/{id}: the session and all of its drills. */
export function deleteSession(sessionId: string): Promise<unknown> {
  return apiDelete(`/api/sessions/${encodeURIComponent(sessionId)}`);
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    // Awaited, so a deleted card leaves the list before its 'Deleting...' marker is cleared.
    onSettled: () => queryClient.invalidateQueries({ queryKey: drillSessionsQueryKey }),
  });
}
