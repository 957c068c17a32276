import { GOOD_PACE_WORDS_PER_MINUTE } from '@speakwell/speech';

/** How many words the recognizer had heard (final and interim) at a moment, in ms. */
export interface WordSample {
  atMs: number;
  words: number;
}

/** The pace is measured over the last few seconds, so it follows the speaker as they speed up or slow down. */
export const PACE_WINDOW_MS = 10_000;
/** Too little speech for a verdict before this. */
export const PACE_SETTLE_MS = 3_000;

export type PaceVerdict = 'too slow' | 'good' | 'too fast';

export interface LivePace {
  wordsPerMinute: number;
  verdict: PaceVerdict;
}

/**
 * Words per minute over the window ending now: the words heard since the last sample before the
 * window (all of them arrived inside it), over the window, or over the time since the start
 * while it is shorter. A pause slows the pace down, as a listener feels it. Null until the
 * speaker has spoken for PACE_SETTLE_MS.
 */
export function livePace(samples: readonly WordSample[], nowMs: number): LivePace | null {
  if (samples.length === 0 || nowMs - samples[0].atMs < PACE_SETTLE_MS) return null;
  const windowStart = nowMs - PACE_WINDOW_MS;
  let base = samples[0];
  for (const sample of samples) {
    if (sample.atMs > windowStart) break;
    base = sample;
  }
  const latest = samples[samples.length - 1];
  const spanMs = Math.max(PACE_SETTLE_MS, Math.min(nowMs - samples[0].atMs, PACE_WINDOW_MS));
  const wordsPerMinute = Math.round((Math.max(0, latest.words - base.words) * 60_000) / spanMs);
  const verdict: PaceVerdict =
    wordsPerMinute < GOOD_PACE_WORDS_PER_MINUTE.min ? 'too slow' : wordsPerMinute > GOOD_PACE_WORDS_PER_MINUTE.max ? 'too fast' : 'good';
  return { wordsPerMinute, verdict };
}

/** Samples older than the window's base are no longer needed. */
export function keepRecent(samples: readonly WordSample[], nowMs: number): WordSample[] {
  const windowStart = nowMs - PACE_WINDOW_MS;
  const firstInside = samples.findIndex((sample) => sample.atMs > windowStart);
  if (firstInside <= 0) return firstInside === -1 ? samples.slice(-1) : [...samples];
  return samples.slice(firstInside - 1);
}
