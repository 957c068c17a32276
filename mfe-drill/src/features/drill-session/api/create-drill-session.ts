import { apiPost, contract } from '@speakwell/api-client';
import { sessionsQuery } from '@speakwell/api-client/queries';
import type { CreateSessionResponse, CreateDrillSessionRequest } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type NewDrillSession = Omit<CreateDrillSessionRequest, 'session_type'>;

/** POST /api/sessions: starts a drill session and returns its id. */
export function createDrillSession(session: NewDrillSession): Promise<CreateSessionResponse> {
  return apiPost('/api/sessions', { ...session, session_type: 'Drill' }, { loadSchema: contract('CreateSessionResponse') });
}

export function useCreateDrillSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDrillSession,
    // A new session belongs in Drill History.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery('Drill').queryKey }),
  });
}
