import { ApiError, apiPost, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { FeedbackResponse } from '@speakwell/contracts';
import { markdownReady } from '@speakwell/ui';
import { mutationOptions, useMutation } from '@tanstack/react-query';
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

/**
 * Rates an answer: the feedback handed to `onText` as it is written, then the rating. The
 * feedback is markdown: the parser loads while the first words are on their way, and text that
 * arrives first waits for it, so it never shows as raw markdown.
 */
export const answerFeedbackMutation = (onText: (textSoFar: string) => void) =>
  mutationOptions({
    mutationFn: async (answer: AnswerToRate) => {
      onText('');
      let latest = '';
      let formatted = false;
      const ready = markdownReady().then(() => {
        formatted = true;
        onText(latest);
      });
      const written = (textSoFar: string): void => {
        latest = textSoFar;
        if (formatted) onText(textSoFar);
      };
      return (await Promise.all([feedbackAsWritten(answer, written), ready]))[0];
    },
    // The answer is now part of the session: History and Review must not show it missing.
    onSuccess: (_feedback, _answer, _result, { client }) => {
      void client.invalidateQueries({ queryKey: queryKeys.sessions.all });
    },
  });

export function useAnswerFeedback() {
  /** The feedback written so far, while the rating is still on its way. */
  const [streamedText, setStreamedText] = useState('');
  const mutation = useMutation(answerFeedbackMutation(setStreamedText));
  return { ...mutation, streamedText: mutation.isPending ? streamedText : '' };
}
