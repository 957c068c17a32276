import { z } from 'zod';
import { MAX_RESULT_TIMES } from './values.js';

/** An answer longer than an hour is not a drill answer. */
export const MAX_ANSWER_DURATION_MS = 3_600_000;

const milliseconds = (field: string) =>
  z
    .number({ error: `${field} must be a number of milliseconds` })
    .int({ error: `${field} must be a whole number of milliseconds` })
    .min(0, { error: `${field} must be between 0 and ${MAX_ANSWER_DURATION_MS}` })
    .max(MAX_ANSWER_DURATION_MS, { error: `${field} must be between 0 and ${MAX_ANSWER_DURATION_MS}` });

/**
 * Optional `delivery` of POST /api/feedback: when the recognizer delivered results while the
 * user answered (ms since the answer started). The API computes the metrics from it and the answer.
 */
export const DeliveryTimingInput = z.object(
  {
    duration_ms: milliseconds('delivery.duration_ms'),
    result_times_ms: z
      .array(milliseconds('delivery.result_times_ms'), { error: 'delivery.result_times_ms must be a list of milliseconds' })
      .max(MAX_RESULT_TIMES, { error: `delivery.result_times_ms must have at most ${MAX_RESULT_TIMES} entries` }),
  },
  { error: 'delivery must be an object with duration_ms and result_times_ms' },
);
export type DeliveryTimingInput = z.infer<typeof DeliveryTimingInput>;

/** Delivery metrics of one answer, as stored with the drill. */
export const DeliveryMetricsView = z.object({
  words_per_minute: z.number(),
  word_count: z.number().int(),
  filler_count: z.number().int(),
  fillers_per_100_words: z.number(),
  fillers: z.array(z.string()),
  hedge_count: z.number().int(),
  hedges: z.array(z.string()),
  longest_pause_seconds: z.number(),
  duration_seconds: z.number(),
});
export type DeliveryMetricsView = z.infer<typeof DeliveryMetricsView>;

/** One day of GET /api/dashboard-stats' `delivery_trend`: averages over that day's measured answers. */
export const DeliveryTrendDay = z.object({
  date: z.string(),
  words_per_minute: z.number(),
  fillers_per_100_words: z.number(),
  answers: z.number().int(),
});
export type DeliveryTrendDay = z.infer<typeof DeliveryTrendDay>;
