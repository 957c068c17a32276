import { describe, expect, it } from '@jest/globals';
import { matchLastSpokenWords, ShadowingTracker } from './shadowing-position.js';
import { splitIntoWords } from './words.js';

const script = splitIntoWords('Good morning, everyone. Today I will talk about our roadmap. Thank you all for coming, and thank you all for listening.');

describe('matchLastSpokenWords', () => {
  it('moves to the word after the last three spoken words', () => {
    expect(matchLastSpokenWords(script, 'good morning everyone', 0)).toBe(3);
    expect(matchLastSpokenWords(script, 'good morning everyone today I will', 3)).toBe(6);
  });

  it('needs at least three spoken words', () => {
    expect(matchLastSpokenWords(script, 'good morning', 0)).toBe(0);
    expect(matchLastSpokenWords(script, '', 4)).toBe(4);
  });

  it('ignores case and punctuation on both sides', () => {
    expect(matchLastSpokenWords(script, 'GOOD MORNING. Everyone!', 0)).toBe(3);
    expect(matchLastSpokenWords(script, 'about our roadmap', 0)).toBe(10);
  });

  it('searches forward only', () => {
    expect(matchLastSpokenWords(script, 'good morning everyone', 5)).toBe(5);
  });

  it('keeps the position when the words are not in the script', () => {
    expect(matchLastSpokenWords(script, 'something else entirely', 2)).toBe(2);
  });

  it('moves a repeated phrase to its next occurrence after the current position', () => {
    const firstThankYouAll = script.indexOf('Thank');
    expect(matchLastSpokenWords(script, 'thank you all', 0)).toBe(firstThankYouAll + 3);
    const second = script.indexOf('thank');
    expect(matchLastSpokenWords(script, 'thank you all', firstThankYouAll + 3)).toBe(second + 3);
  });

  it('matches words a reader says apart that the script writes joined', () => {
    const words = splitIntoWords('A well-known fact is here');
    expect(matchLastSpokenWords(words, 'a well known', 0)).toBe(2);
    expect(matchLastSpokenWords(words, 'known fact is', 0)).toBe(4);
  });
});

describe('ShadowingTracker', () => {
  it('does not jump to the next copy of a phrase when the same words are reported again', () => {
    const tracker = new ShadowingTracker(script);
    const firstThankYouAll = script.indexOf('Thank');
    expect(tracker.update('roadmap thank you all')).toBe(firstThankYouAll + 3);
    // The interim result becomes final with different punctuation: same words, same place.
    expect(tracker.update('Roadmap. Thank you all,')).toBe(firstThankYouAll + 3);
    // Saying the phrase again does move on.
    expect(tracker.update('roadmap thank you all for coming and thank you all')).toBe(script.indexOf('thank') + 3);
    tracker.reset();
    expect(tracker.index).toBe(0);
  });
});
