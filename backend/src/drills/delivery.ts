import type { DeliveryMetricsView, DeliveryTimingInput } from '@speakwell/contracts';
import { measureDelivery, type DeliveryMetrics } from '@speakwell/words';

/**
 * The delivery metrics to store with a drill: recomputed here from the answer and the
 * recognition timing the screen sent (the same function the screen uses), so a client cannot
 * store figures that do not follow from what it sent. Null when the answer came without timing.
 * Shared by POST /api/feedback and its streamed variant.
 */
export function measureAnswerDelivery(answer: string, timing: DeliveryTimingInput | undefined): DeliveryMetrics | null {
  if (!timing) return null;
  return measureDelivery(answer, { durationMs: timing.duration_ms, resultTimesMs: timing.result_times_ms });
}

/** The API's view of stored metrics (snake_case like every other field). */
export function toDeliveryView(metrics: DeliveryMetrics): DeliveryMetricsView {
  return {
    words_per_minute: metrics.wordsPerMinute,
    word_count: metrics.wordCount,
    filler_count: metrics.fillerCount,
    fillers_per_100_words: metrics.fillersPer100Words,
    fillers: metrics.fillers,
    hedge_count: metrics.hedgeCount,
    hedges: metrics.hedges,
    longest_pause_seconds: metrics.longestPauseSeconds,
    duration_seconds: metrics.durationSeconds,
  };
}

/** `{ delivery }` for a response when there are metrics, nothing otherwise (the field is optional). */
export function deliveryField(metrics: DeliveryMetrics | null): { delivery?: DeliveryMetricsView } {
  return metrics ? { delivery: toDeliveryView(metrics) } : {};
}
