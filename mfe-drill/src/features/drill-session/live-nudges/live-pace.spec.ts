import { describe, expect, it } from '@jest/globals';
import { keepRecent, livePace, type WordSample } from './live-pace.js';

/** `wordsPerSecond` words every second from 0 to `seconds`. */
function steady(wordsPerSecond: number, seconds: number, from: WordSample = { atMs: 0, words: 0 }): WordSample[] {
  return Array.from({ length: seconds + 1 }, (_, second) => ({ atMs: from.atMs + second * 1000, words: from.words + second * wordsPerSecond }));
}

describe('livePace', () => {
  it('says nothing until the speaker has spoken for a few seconds', () => {
    expect(livePace(steady(2, 2), 2000)).toBeNull();
    expect(livePace([], 5000)).toBeNull();
  });

  it('names the pace: 2 words a second is good, 4 too fast, 1 too slow', () => {
    expect(livePace(steady(2.25, 8), 8000)).toEqual({ wordsPerMinute: 135, verdict: 'good' });
    expect(livePace(steady(4, 8), 8000)?.verdict).toBe('too fast');
    expect(livePace(steady(1, 8), 8000)?.verdict).toBe('too slow');
  });

  it('follows the last seconds only: slowing down after a fast start shows', () => {
    const fast = steady(4, 20);
    const slow = steady(1.5, 20, fast[fast.length - 1]).slice(1);
    const samples = [...fast, ...slow];
    expect(livePace(samples, 20_000)?.verdict).toBe('too fast');
    expect(livePace(samples, 40_000)).toEqual({ wordsPerMinute: 90, verdict: 'too slow' });
  });

  it('lets a long silence slow the pace down', () => {
    const samples = steady(2.5, 10);
    expect(livePace(samples, 10_000)?.verdict).toBe('good');
    expect(livePace(samples, 18_000)?.verdict).toBe('too slow');
  });
});

describe('keepRecent', () => {
  it('keeps the samples of the window and the one before it, which the pace is measured from', () => {
    const samples = steady(1, 30);
    const kept = keepRecent(samples, 30_000);
    expect(kept[0]).toEqual({ atMs: 20_000, words: 20 });
    expect(livePace(kept, 30_000)).toEqual(livePace(samples, 30_000));
  });
});
