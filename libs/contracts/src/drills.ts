import { z } from 'zod';
import { Uuid } from './common.js';
import { DeliveryMetricsView, DeliveryTimingInput } from './delivery.js';
import { MAX_ANSWER_LENGTH } from './values.js';

/** POST /api/sessions/next-question and /api/sessions/next-focus-question */
export const NextQuestionRequest = z.object({
  session_id: Uuid,
  context: z.string().max(20_000, { error: 'context must be at most 20000 characters' }).nullish(),
});
export type NextQuestionRequest = z.infer<typeof NextQuestionRequest>;
export const NextQuestionResponse = z.object({ question: z.string(), drill_id: z.string() });
export type NextQuestionResponse = z.infer<typeof NextQuestionResponse>;

/** POST /api/question-tips */
export const TipsRequest = z.object({ drill_id: Uuid });
export type TipsRequest = z.infer<typeof TipsRequest>;
export const TipsResponse = z.object({ tips: z.string() });
export type TipsResponse = z.infer<typeof TipsResponse>;

/** POST /api/feedback */
export const FeedbackRequest = z.object({
  drill_id: Uuid,
  answer: z
    .string({ error: 'answer is required' })
    .trim()
    .min(1, { error: 'answer is required' })
    .max(MAX_ANSWER_LENGTH, { error: `answer must be at most ${MAX_ANSWER_LENGTH} characters` }),
  /** Optional: recognition timing, from which the delivery metrics are computed and stored. */
  delivery: DeliveryTimingInput.optional(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
export const FeedbackResponse = z.object({
  feedback: z.string(),
  rating: z.number(),
  rating_explanation: z.string(),
  example_answer: z.string(),
  framework: z.string().nullable(),
  timestamp: z.string(),
  /** Present when the request carried `delivery`. */
  delivery: DeliveryMetricsView.optional(),
});
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
