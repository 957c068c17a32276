import { apiPost, contract } from '@speakwell/api-client';
import type { NextQuestionResponse } from '@speakwell/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export interface QuestionRequest {
  sessionId: string;
  /** Focus Mode asks for a question grounded in the context. */
  focusMode: boolean;
  context: string;
  /** The same question already asked (Start Drill asks the first one as soon as the session exists). */
  asked?: Promise<NextQuestionResponse>;
}

/** POST /api/sessions/next-question, or /next-focus-question in Focus Mode: creates the session's next drill (its question). */
export function createNextDrill({ sessionId, focusMode, context, asked }: QuestionRequest): Promise<NextQuestionResponse> {
  if (asked) return asked;
  const path = focusMode ? '/api/sessions/next-focus-question' : '/api/sessions/next-question';
  return apiPost(path, { session_id: sessionId, context }, { loadSchema: contract('NextQuestionResponse') });
}

export const createNextDrillMutation = () => mutationOptions({ mutationFn: createNextDrill });

export function useCreateNextDrill() {
  return useMutation(createNextDrillMutation());
}
