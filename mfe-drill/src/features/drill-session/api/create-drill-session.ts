import { apiPost } from '@speakwell/api-client';
import { CreateSessionResponse, type CreateDrillSessionRequest } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drillSessionsQueryKey } from '../../drill-history/api/get-drill-sessions.js';

export type NewDrillSession = Omit<CreateDrillSessionRequest, 'session_type'>;

/** POST /api/sessions: starts a drill session and returns its id. */
export function createDrillSession(session: NewDrillSession): Promise<CreateSessionResponse> {
  return apiPost('/api/sessions', { ...session, session_type: 'Drill' }, { schema: CreateSessionResponse });
}

export function useCreateDrillSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDrillSession,
    // A new session belongs in Drill History.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drillSessionsQueryKey }),
  });
}
