import { apiPost, contract } from '@speakwell/api-client';
import { sessionsQuery } from '@speakwell/api-client/queries';
import type { CreateSessionResponse } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface NewMeetingSession {
  /** Blank is fine: the server names it 'Untitled Meeting'. */
  title: string;
  context: string;
}

/** POST /api/sessions with a title and context: starts a meeting session and returns its id. */
export function createMeetingSession({ title, context }: NewMeetingSession): Promise<CreateSessionResponse> {
  return apiPost('/api/sessions', { title, context }, { loadSchema: contract('CreateSessionResponse') });
}

export function useCreateMeetingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeetingSession,
    // A new session belongs in Meeting History.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery('Meeting').queryKey }),
  });
}
