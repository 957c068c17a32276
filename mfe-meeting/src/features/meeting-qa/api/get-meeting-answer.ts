import { apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { MeetingAnswerResponse, MeetingAnswerRequest } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

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

export const meetingAnswerMutation = () =>
  mutationOptions({
    mutationFn: getMeetingAnswer,
    // The pair is now part of the session: Meeting History's details must show it.
    onSuccess: (_answer, { sessionId }, _result, { client }) => {
      void client.invalidateQueries({ queryKey: queryKeys.sessions.detail(sessionId) });
    },
  });

export function useMeetingAnswer() {
  return useMutation(meetingAnswerMutation());
}
