import type { ShadowingMetrics } from './ai.schemas.js';

/**
 * The shadowing rating, derived from the measured diff so it is the same whichever adapter
 * writes the text: accuracy scaled to 0-5, minus up to half a point for extra words.
 */
export function rateShadowing(metrics: ShadowingMetrics): number {
  if (metrics.total_script_words <= 0) return 0;
  const accuracy = Math.min(100, Math.max(0, metrics.match_accuracy));
  const addedShare = metrics.words_added / metrics.total_script_words;
  const rating = (accuracy / 100) * 5 - Math.min(0.5, addedShare * 2.5);
  return Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
}
