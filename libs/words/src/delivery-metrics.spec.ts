import { describe, expect, it } from '@jest/globals';
import { describeDelivery, describePace, measureDelivery, measuredPace } from './delivery-metrics.js';

/** `count` words spread evenly, one result every `everyMs`. */
function evenResults(count: number, everyMs: number): number[] {
  return Array.from({ length: count }, (_, index) => (index + 1) * everyMs);
}

describe('measureDelivery', () => {
  it('measures pace from the start to the last word heard, not to the stop click', () => {
    const answer = Array.from({ length: 71 }, () => 'word').join(' ');
    // 71 words, last result at 30 s, the user stops 5 s later.
    const metrics = measureDelivery(answer, { durationMs: 35_000, resultTimesMs: evenResults(30, 1000) });
    expect(metrics.wordCount).toBe(71);
    expect(metrics.wordsPerMinute).toBe(142);
    expect(metrics.durationSeconds).toBe(35);
    expect(describeDelivery(metrics)[0]).toBe('142 words/min: a good pace');
  });

  it('shows no pace for words that all came in one burst, as the dashboard does (no one speaks 2,400 words a minute)', () => {
    const answer = Array.from({ length: 40 }, () => 'word').join(' ');
    const burst = measureDelivery(answer, { durationMs: 900, resultTimesMs: [100, 200, 300] });
    expect(burst.wordsPerMinute).toBe(2400);
    expect(measuredPace(burst.wordsPerMinute)).toBeNull();
    expect(describeDelivery(burst)[0]).toBe('Pace not measured: too short to time');
    expect(describeDelivery(burst).join(' ')).not.toMatch(/words\/min/);
    expect(measuredPace(400)).toBe(400);
    expect(measuredPace(0)).toBeNull();
  });

  it('finds the longest silence between results, not the silence before the first word', () => {
    const metrics = measureDelivery('so we shipped it on time', {
      durationMs: 12_000,
      resultTimesMs: [4000, 4300, 4600, 7100, 7400, 9000],
    });
    expect(metrics.longestPauseSeconds).toBe(2.5);
  });

  it('counts fillers per 100 words, phrases included, but not "like" as a verb', () => {
    const answer = 'Um I like working with people and uh you know like it was a big launch';
    const metrics = measureDelivery(answer, { durationMs: 6000, resultTimesMs: [6000] });
    expect(metrics.wordCount).toBe(16);
    expect(metrics.fillerCount).toBe(4);
    expect(metrics.fillersPer100Words).toBe(25);
    expect(measureDelivery('it looks like rain', { durationMs: 2000, resultTimesMs: [2000] }).fillerCount).toBe(0);
    expect(metrics.fillers.sort()).toEqual(['like', 'uh', 'um', 'you know']);
  });

  it('counts hedges, most frequent first', () => {
    const metrics = measureDelivery('I think maybe we could sort of try it, I think', { durationMs: 4000, resultTimesMs: [3000] });
    expect(metrics.hedgeCount).toBe(4);
    expect(metrics.hedges).toEqual(['I think', 'maybe', 'sort of']);
    expect(describeDelivery(metrics)[2]).toBe('4 hedges (I think, maybe, sort of)');
  });

  it('gives zeros, not NaN, for an answer without words or timings', () => {
    const metrics = measureDelivery('', { durationMs: 0, resultTimesMs: [] });
    expect(metrics).toEqual({
      wordCount: 0,
      wordsPerMinute: 0,
      fillerCount: 0,
      fillersPer100Words: 0,
      fillers: [],
      hedgeCount: 0,
      hedges: [],
      longestPauseSeconds: 0,
      durationSeconds: 0,
    });
  });

  it('does not report an absurd pace for a single early result', () => {
    // 5 words heard 200 ms in: the speaking time counts as at least one second.
    const metrics = measureDelivery('one two three four five', { durationMs: 3000, resultTimesMs: [200] });
    expect(metrics.wordsPerMinute).toBe(300);
  });
});

describe('describeDelivery', () => {
  it('says every metric in plain words', () => {
    const metrics = measureDelivery('Um so I led the team and uh we shipped maybe two weeks early', {
      durationMs: 10_000,
      resultTimesMs: [1000, 2000, 5000, 6000],
    });
    expect(describeDelivery(metrics)).toEqual([
      '140 words/min: a good pace',
      '14.3 filler words per 100 words: many (um, uh)',
      '1 hedge (maybe)',
      'Longest pause: 3 s',
      'Answer length: 10 s (14 words)',
    ]);
  });

  it('names the pace bands', () => {
    expect(describePace(90)).toBe('slow, try a little faster');
    expect(describePace(110)).toBe('a little slow');
    expect(describePace(160)).toBe('a good pace');
    expect(describePace(170)).toBe('a little fast');
    expect(describePace(200)).toBe('fast, try to slow down');
  });
});
