import type { ShadowingMetrics } from './ai.schemas.js';

/** Shadowing ratings use the product's 1-5 scale, like every other rating. */
export const MIN_SHADOWING_RATING = 1;
export const MAX_SHADOWING_RATING = 5;
/** At most this much is taken off for words said that are not in the script. */
const MAX_ADDED_WORDS_PENALTY = 0.5;

/**
 * The shadowing rating, derived from the measured diff so it is the same whichever adapter
 * writes the text: accuracy mapped onto 1-5 (0% is 1, 100% is 5), minus up to half a point
 * for extra words, never below 1. (Scaling accuracy to 0-5 gave 0/5 and 0.7/5 for poor runs.)
 */
export function rateShadowing(metrics: ShadowingMetrics): number {
  if (metrics.total_script_words <= 0) return MIN_SHADOWING_RATING;
  const accuracy = Math.min(100, Math.max(0, metrics.match_accuracy));
  const addedShare = metrics.words_added / metrics.total_script_words;
  const rating = MIN_SHADOWING_RATING + (accuracy / 100) * (MAX_SHADOWING_RATING - MIN_SHADOWING_RATING) - Math.min(MAX_ADDED_WORDS_PENALTY, addedShare * 2.5);
  return Math.round(Math.min(MAX_SHADOWING_RATING, Math.max(MIN_SHADOWING_RATING, rating)) * 10) / 10;
}
