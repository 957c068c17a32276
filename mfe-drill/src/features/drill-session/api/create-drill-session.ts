import { apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { CreateSessionResponse, CreateDrillSessionRequest } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export type NewDrillSession = Omit<CreateDrillSessionRequest, 'session_type'>;

/** POST /api/sessions: starts a drill session and returns its id. */
export function createDrillSession(session: NewDrillSession): Promise<CreateSessionResponse> {
  return apiPost('/api/sessions', { ...session, session_type: 'Drill' }, { loadSchema: contract('CreateSessionResponse') });
}

export const createDrillSessionMutation = () =>
  mutationOptions({
    mutationFn: createDrillSession,
    // A new session belongs in Drill History.
    onSuccess: (_created, _session, _result, { client }) => client.invalidateQueries({ queryKey: queryKeys.sessions.list('Drill') }),
  });

export function useCreateDrillSession() {
  return useMutation(createDrillSessionMutation());
}
