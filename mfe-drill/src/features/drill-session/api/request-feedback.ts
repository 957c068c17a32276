import { ApiError, apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { FeedbackResponse } from '@speakwell/contracts';
import { markdownReady } from '@speakwell/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnswerToRate } from './answer-to-rate.js';
import { streamFeedback } from './stream-feedback.js';

/** POST /api/feedback: rates the spoken answer and stores it with the drill. */
export function requestFeedback({ drillId, answer, delivery }: AnswerToRate): Promise<FeedbackResponse> {
  return apiPost('/api/feedback', { drill_id: drillId, answer, ...(delivery ? { delivery } : {}) }, { loadSchema: contract('FeedbackResponse') });
}

/**
 * The feedback as it is written (streamed), then the rating. When the server refuses the
 * answer (ApiError) that error is shown; when the stream itself fails (no connection, a cut
 * stream) the plain call is tried once instead.
 */
async function feedbackAsWritten(answer: AnswerToRate, onText: (textSoFar: string) => void): Promise<FeedbackResponse> {
  try {
    return await streamFeedback(answer, onText);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    onText('');
    return requestFeedback(answer);
  }
}

export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  /** The feedback written so far, while the rating is still on its way. */
  const [streamedText, setStreamedText] = useState('');
  const mutation = useMutation({
    // The feedback is markdown: the parser loads while the first words are on their way.
    // Text that arrives first waits for the parser, so it never shows as raw markdown.
    mutationFn: async (answer: AnswerToRate) => {
      setStreamedText('');
      let latest = '';
      let formatted = false;
      const ready = markdownReady().then(() => {
        formatted = true;
        setStreamedText(latest);
      });
      const onText = (textSoFar: string): void => {
        latest = textSoFar;
        if (formatted) setStreamedText(textSoFar);
      };
      return (await Promise.all([feedbackAsWritten(answer, onText), ready]))[0];
    },
    // The answer is now part of the session: History and Review must not show it missing.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });
    },
  });
  return { ...mutation, streamedText: mutation.isPending ? streamedText : '' };
}
