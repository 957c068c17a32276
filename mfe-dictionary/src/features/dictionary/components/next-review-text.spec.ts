import { describe, expect, it } from '@jest/globals';
import { nextReviewText } from './next-review-text.js';

const now = Date.parse('2026-01-01T12:00:00Z');
const after = (ms: number) => new Date(now + ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('nextReviewText (the interval under each grade button)', () => {
  it('says minutes, hours, days, months and years, never "0 min"', () => {
    expect(nextReviewText(after(20_000), now)).toBe('1 min');
    expect(nextReviewText(after(10 * MINUTE), now)).toBe('10 min');
    expect(nextReviewText(after(3 * 60 * MINUTE), now)).toBe('3 h');
    expect(nextReviewText(after(DAY), now)).toBe('1 day');
    expect(nextReviewText(after(8 * DAY), now)).toBe('8 days');
    expect(nextReviewText(after(65 * DAY), now)).toBe('2 months');
    expect(nextReviewText(after(400 * DAY), now)).toBe('1 year');
    expect(nextReviewText(after(-MINUTE), now)).toBe('1 min');
  });
});
