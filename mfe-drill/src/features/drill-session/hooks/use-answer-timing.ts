import type { DeliveryTimingInput } from '@speakwell/contracts';
import type { RecognitionStatus } from '@speakwell/speech';
import { useEffect, useRef } from 'react';

/**
 * When recognition results arrived while the user answered: one timestamp per change of the
 * live transcript (each result changes it), in ms since Answer Now. Sent with the answer so
 * the API can measure pace and pauses.
 */
export function useAnswerTiming(status: RecognitionStatus, finalText: string, interimText: string) {
  const startedAt = useRef<number | null>(null);
  const resultTimes = useRef<number[]>([]);

  useEffect(() => {
    if (status !== 'listening' || startedAt.current === null) return;
    if (!finalText && !interimText) return;
    resultTimes.current.push(Math.round(performance.now() - startedAt.current));
  }, [status, finalText, interimText]);

  return {
    start() {
      startedAt.current = performance.now();
      resultTimes.current = [];
    },
    /** The timing of the answer just stopped, or undefined when nothing was timed. */
    finish(): DeliveryTimingInput | undefined {
      if (startedAt.current === null) return undefined;
      const timing = {
        duration_ms: Math.round(performance.now() - startedAt.current),
        result_times_ms: resultTimes.current.slice(-5000),
      };
      startedAt.current = null;
      return timing;
    },
  };
}
