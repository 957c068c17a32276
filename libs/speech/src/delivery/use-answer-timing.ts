import type { DeliveryTimingInput } from '@speakwell/contracts';
import { MAX_RESULT_TIMES } from '@speakwell/contracts/values';
import { useEffect, useRef } from 'react';
import type { RecognitionStatus } from '../recognition/speech-transcriber.js';

/** Milliseconds from some fixed point; `performance.now` in the browser. */
export type Clock = () => number;

/**
 * When recognition results arrived while the user spoke: one timestamp per change of the live
 * transcript (each result changes it), in ms since `start()`, paused time left out. Sent with
 * a drill answer or a shadowing run so the API can measure pace and pauses (libs/words).
 */
export function useAnswerTiming(status: RecognitionStatus, finalText: string, interimText: string, clock: Clock = () => performance.now()) {
  const startedAt = useRef<number | null>(null);
  const pausedAt = useRef<number | null>(null);
  const resultTimes = useRef<number[]>([]);
  /** The words last timed: a resume (status change, same words) is not a result. */
  const lastHeard = useRef('');

  useEffect(() => {
    if (status !== 'listening' || startedAt.current === null || pausedAt.current !== null) return;
    const heard = `${finalText}\n${interimText}`;
    if ((!finalText && !interimText) || heard === lastHeard.current) return;
    lastHeard.current = heard;
    resultTimes.current.push(Math.round(clock() - startedAt.current));
  }, [status, finalText, interimText, clock]);

  return {
    start() {
      startedAt.current = clock();
      pausedAt.current = null;
      resultTimes.current = [];
      lastHeard.current = '';
    },
    /** Time stops counting until `resume()`: a paused run is not a long pause. */
    pause() {
      if (startedAt.current !== null && pausedAt.current === null) pausedAt.current = clock();
    },
    resume() {
      if (startedAt.current === null || pausedAt.current === null) return;
      startedAt.current += clock() - pausedAt.current;
      pausedAt.current = null;
    },
    /** The timing of the answer just stopped, or undefined when nothing was timed. */
    finish(): DeliveryTimingInput | undefined {
      if (startedAt.current === null) return undefined;
      const end = pausedAt.current ?? clock();
      const timing = {
        duration_ms: Math.round(end - startedAt.current),
        result_times_ms: resultTimes.current.slice(-MAX_RESULT_TIMES),
      };
      startedAt.current = null;
      pausedAt.current = null;
      return timing;
    },
  };
}
