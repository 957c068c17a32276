import { formatAccuracy, formatAverageRating, formatLongDate, formatShortDate } from './stats-format.js';

describe('dashboard number formats', () => {
  it('writes the average out of 5 with one decimal, or N/A', () => {
    expect(formatAverageRating(3.4)).toBe('3.4 / 5');
    expect(formatAverageRating(4)).toBe('4.0 / 5');
    expect(formatAverageRating(null)).toBe('N/A');
  });

  it('writes accuracy as a whole percent, or N/A', () => {
    expect(formatAccuracy(86.6)).toBe('87%');
    expect(formatAccuracy(0)).toBe('0%');
    expect(formatAccuracy(null)).toBe('N/A');
  });

  it('writes API days as calendar dates, whatever the local time zone', () => {
    expect(formatShortDate('2026-01-05')).toBe('Jan 5');
    expect(formatLongDate('2026-12-31')).toBe('Dec 31, 2026');
  });
});
