import { rateShadowing } from './shadowing-rating.js';

const run = (match_accuracy: number, words_added = 0, total_script_words = 20) => ({
  match_accuracy,
  words_matched: Math.round((match_accuracy / 100) * total_script_words),
  total_script_words,
  words_missed: 0,
  words_added,
  missed_words: [],
  added_words: [],
});

describe('rateShadowing', () => {
  it('stays on the 1-5 scale: a run with nothing matched is 1, a perfect one 5', () => {
    expect(rateShadowing(run(0))).toBe(1);
    expect(rateShadowing(run(0, 40))).toBe(1);
    expect(rateShadowing(run(100))).toBe(5);
    expect(rateShadowing(run(0, 0, 0))).toBe(1);
  });

  it('maps accuracy linearly and takes at most half a point for added words', () => {
    expect(rateShadowing(run(50))).toBe(3);
    expect(rateShadowing(run(80))).toBe(4.2);
    expect(rateShadowing(run(100, 2))).toBe(4.8);
    expect(rateShadowing(run(100, 20))).toBe(4.5);
  });

  it('gives the poor runs that used to show 0/5 and 0.7/5 a rating of at least 1', () => {
    expect(rateShadowing(run(24, 4))).toBeGreaterThanOrEqual(1);
    expect(rateShadowing(run(14))).toBe(1.6);
  });
});
