import type { DeliveryMetricsView } from '@speakwell/contracts';
import { describeDelivery } from '@speakwell/words';

/**
 * Pace, fillers, hedges, pauses and length of a spoken answer or shadowing run, in plain words
 * (a drill's feedback and review, a shadowing run's analysis and the script's history).
 */
export function DeliverySummary({ delivery, className = '' }: { delivery: DeliveryMetricsView; className?: string }) {
  const lines = describeDelivery({
    wordsPerMinute: delivery.words_per_minute,
    wordCount: delivery.word_count,
    fillerCount: delivery.filler_count,
    fillersPer100Words: delivery.fillers_per_100_words,
    fillers: delivery.fillers,
    hedgeCount: delivery.hedge_count,
    hedges: delivery.hedges,
    longestPauseSeconds: delivery.longest_pause_seconds,
    durationSeconds: delivery.duration_seconds,
  });
  return (
    <section aria-label="Delivery" className={`rounded-xl border border-ink-200 px-4 py-3 ${className}`}>
      <h3 className="text-sm font-medium text-ink-700">Delivery</h3>
      <ul className="mt-2 space-y-1 text-sm text-ink-600">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
