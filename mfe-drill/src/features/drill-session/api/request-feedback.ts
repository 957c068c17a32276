import { apiPost } from '@speakwell/api-client';
import { FeedbackResponse } from '@speakwell/contracts';
import { markdownReady } from '@speakwell/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface AnswerToRate {
  drillId: string;
  answer: string;
}

/** POST /api/feedback: rates the spoken answer and stores it with the drill. */
export function requestFeedback({ drillId, answer }: AnswerToRate): Promise<FeedbackResponse> {
  return apiPost('/api/feedback', { drill_id: drillId, answer }, { schema: FeedbackResponse });
}

export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    // The feedback is markdown: it shows once it can show formatted (the parser loads meanwhile).
    mutationFn: async (answer: AnswerToRate) => (await Promise.all([requestFeedback(answer), markdownReady()]))[0],
    // The answer is now part of the session: History and Review must not show it missing.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
    },
  });
}
