import { apiPost, contract } from '@speakwell/api-client';
import { sessionDetailQuery } from '@speakwell/api-client/queries';
import type { MeetingAnswerResponse, MeetingAnswerRequest } from '@speakwell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface MeetingQuestion {
  sessionId: string;
  context: string;
  question: string;
}

/** POST /api/meeting/answer: an answer from the context, stored with the session as a Q&A pair. */
export function getMeetingAnswer({ sessionId, context, question }: MeetingQuestion): Promise<MeetingAnswerResponse> {
  const body: MeetingAnswerRequest = { context, question, session_id: sessionId };
  return apiPost('/api/meeting/answer', body, { loadSchema: contract('MeetingAnswerResponse') });
}

export function useMeetingAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getMeetingAnswer,
    // The pair is now part of the session: Meeting History's details must show it.
    onSuccess: (_answer, { sessionId }) => {
      void queryClient.invalidateQueries({ queryKey: sessionDetailQuery(sessionId).queryKey });
    },
  });
}
