import { apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { CreateSessionResponse } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export interface NewMeetingSession {
  /** Blank is fine: the server names it 'Untitled Meeting'. */
  title: string;
  context: string;
}

/** POST /api/sessions with a title and context: starts a meeting session and returns its id. */
export function createMeetingSession({ title, context }: NewMeetingSession): Promise<CreateSessionResponse> {
  return apiPost('/api/sessions', { title, context }, { loadSchema: contract('CreateSessionResponse') });
}

export const createMeetingSessionMutation = () =>
  mutationOptions({
    mutationFn: createMeetingSession,
    // A new session belongs in Meeting History.
    onSuccess: (_created, _session, _result, { client }) => client.invalidateQueries({ queryKey: queryKeys.sessions.list('Meeting') }),
  });

export function useCreateMeetingSession() {
  return useMutation(createMeetingSessionMutation());
}
