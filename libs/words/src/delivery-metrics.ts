// Delivery metrics of a spoken answer: pace, fillers, hedges, pauses and length.
// DOM-free: the drill screen shows them at once and the API recomputes them to store.
import { countHabits, findFillersAndHedges, type FillerCount } from './fillers-and-hedges.js';
import { normalizeWords } from './words.js';

/** When the recognizer delivered results, in ms since the user started answering. */
export interface DeliveryTiming {
  /** From the start of the answer until the user stopped it. */
  durationMs: number;
  /** One timestamp per recognition result (interim or final), ms since the start. */
  resultTimesMs: number[];
}

export interface DeliveryMetrics {
  wordCount: number;
  /** Words over the time from the start of the answer to the last word heard. */
  wordsPerMinute: number;
  fillerCount: number;
  fillersPer100Words: number;
  /** The fillers heard, most frequent first ("um", "you know"). */
  fillers: string[];
  hedgeCount: number;
  /** The hedges heard, most frequent first ("I think", "maybe"). */
  hedges: string[];
  /** The longest silence between two recognition results, in seconds (one decimal). */
  longestPauseSeconds: number;
  /** Answer length in seconds (one decimal). */
  durationSeconds: number;
}

/** Slowest and fastest pace that reads as comfortable to a listener. */
export const GOOD_PACE_WORDS_PER_MINUTE = { min: 120, max: 160 } as const;
const MIN_SPEAKING_MS = 1000;

/**
 * No one speaks faster than this: a higher pace comes from recognition results arriving in one
 * burst (a short answer, or one whose timing the recognizer lost), so it is not a measurement.
 * The dashboard's stored pace totals leave out the same paces: the database triggers have their
 * own copy of the number (backend/src/database/migrations/1796600000000-measured-pace-totals.ts;
 * a change here needs a new migration), and the dashboard API tests check that both agree.
 */
export const MAX_MEASURED_PACE = 400;

/** The pace to show, or null when the answer's timing gives none (no words, or faster than anyone speaks). */
export function measuredPace(wordsPerMinute: number): number | null {
  return wordsPerMinute > 0 && wordsPerMinute <= MAX_MEASURED_PACE ? wordsPerMinute : null;
}

export const PACE_NOT_MEASURED_TEXT = 'Pace not measured: too short to time';

export function measureDelivery(answer: string, timing: DeliveryTiming): DeliveryMetrics {
  const words = normalizeWords(answer);
  const times = timing.resultTimesMs.filter((time) => Number.isFinite(time) && time >= 0).sort((a, b) => a - b);
  const durationMs = Math.max(0, timing.durationMs);
  const lastWordMs = times.length > 0 ? times[times.length - 1] : durationMs;
  const speakingMs = Math.max(MIN_SPEAKING_MS, Math.min(lastWordMs, durationMs || lastWordMs));
  let longestPauseMs = 0;
  for (let index = 1; index < times.length; index++) longestPauseMs = Math.max(longestPauseMs, times[index] - times[index - 1]);

  const habits = findFillersAndHedges(answer);
  const fillers = countHabits(habits, 'filler');
  const hedges = countHabits(habits, 'hedge');
  const fillerCount = total(fillers);
  return {
    wordCount: words.length,
    wordsPerMinute: words.length === 0 ? 0 : Math.round((words.length * 60_000) / speakingMs),
    fillerCount,
    fillersPer100Words: words.length === 0 ? 0 : oneDecimal((fillerCount * 100) / words.length),
    fillers: fillers.map(({ filler }) => filler),
    hedgeCount: total(hedges),
    hedges: hedges.map(({ filler }) => filler),
    longestPauseSeconds: oneDecimal(longestPauseMs / 1000),
    durationSeconds: oneDecimal(durationMs / 1000),
  };
}

/** The metrics in plain words, one line each, for the feedback and the session review. */
export function describeDelivery(metrics: DeliveryMetrics): string[] {
  const pace = measuredPace(metrics.wordsPerMinute);
  return [
    pace === null ? PACE_NOT_MEASURED_TEXT : `${pace} words/min: ${describePace(pace)}`,
    describeFillers(metrics),
    describeHedges(metrics),
    `Longest pause: ${formatSeconds(metrics.longestPauseSeconds)}`,
    `Answer length: ${formatSeconds(metrics.durationSeconds)} (${metrics.wordCount} ${metrics.wordCount === 1 ? 'word' : 'words'})`,
  ];
}

export function describePace(wordsPerMinute: number): string {
  if (wordsPerMinute < 100) return 'slow, try a little faster';
  if (wordsPerMinute < GOOD_PACE_WORDS_PER_MINUTE.min) return 'a little slow';
  if (wordsPerMinute <= GOOD_PACE_WORDS_PER_MINUTE.max) return 'a good pace';
  if (wordsPerMinute <= 180) return 'a little fast';
  return 'fast, try to slow down';
}

function describeFillers(metrics: DeliveryMetrics): string {
  if (metrics.fillerCount === 0) return 'No filler words';
  const verdict = metrics.fillersPer100Words <= 3 ? 'few' : metrics.fillersPer100Words <= 8 ? 'some' : 'many';
  return `${metrics.fillersPer100Words} filler words per 100 words: ${verdict} (${metrics.fillers.join(', ')})`;
}

function describeHedges(metrics: DeliveryMetrics): string {
  if (metrics.hedgeCount === 0) return 'No hedges';
  return `${metrics.hedgeCount} ${metrics.hedgeCount === 1 ? 'hedge' : 'hedges'} (${metrics.hedges.join(', ')})`;
}

function formatSeconds(seconds: number): string {
  return `${seconds} s`;
}

function total(counts: FillerCount[]): number {
  return counts.reduce((sum, { count }) => sum + count, 0);
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
