// The score as written inside a rating explanation: '3.0/5 - ', 'Rated 4/5: ', '4 out of 5. '.
const SCORE_IN_TEXT = /\b(?:rated\s+|score(?:d)?(?:\s+of)?\s+)?\d(?:\.\d+)?\s*(?:\/|out\s+of)\s*5\b\s*(?:[-–—:.,]\s*)?/gi;

/**
 * The explanation under the stars, without the score the stars already show
 * ('3.0/5 - Adequate: relevant, but general.' -> 'Adequate: relevant, but general.').
 */
export function explanationWithoutScore(explanation: string): string {
  const text = explanation
    .replace(SCORE_IN_TEXT, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
