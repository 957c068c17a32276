import { estimatePracticeMinutes } from './practice-time.js';

describe('estimatePracticeMinutes', () => {
  it('is zero without any practice', () => {
    expect(estimatePracticeMinutes({ answeredDrills: 0, answerCharacters: 0, shadowingWords: 0 })).toBe(0);
  });

  it('adds speaking time at 130 words a minute and half a minute per drill', () => {
    // 1,560 answer characters = 260 words = 2 min, 4 drills = 2 min, 390 shadowing words = 3 min.
    expect(estimatePracticeMinutes({ answeredDrills: 4, answerCharacters: 1560, shadowingWords: 390 })).toBe(7);
  });

  it('rounds to whole minutes', () => {
    expect(estimatePracticeMinutes({ answeredDrills: 1, answerCharacters: 390, shadowingWords: 0 })).toBe(1);
    expect(estimatePracticeMinutes({ answeredDrills: 0, answerCharacters: 360, shadowingWords: 0 })).toBe(0);
  });
});
