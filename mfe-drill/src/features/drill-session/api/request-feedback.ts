import { apiPost } from '@speakwell/api-client';
import { FeedbackResponse, type DeliveryTimingInput } from '@speakwell/contracts';
import { markdownReady } from '@speakwell/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface AnswerToRate {
  drillId: string;
  answer: string;
  /** When the answer was spoken: the API measures pace, fillers and pauses from it. */
  delivery?: DeliveryTimingInput;
}

/** POST /api/feedback: rates the spoken answer and stores it with the drill. */
export function requestFeedback({ drillId, answer, delivery }: AnswerToRate): Promise<FeedbackResponse> {
  return apiPost('/api/feedback', { drill_id: drillId, answer, ...(delivery ? { delivery } : {}) }, { schema: FeedbackResponse });
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
