import { describe, expect, it } from '@jest/globals';
import { lastSentence, normalizeWords, splitIntoWords, splitSentences } from './words.js';

describe('normalizeWords', () => {
  it('lower-cases and drops punctuation, splitting dashed words', () => {
    expect(normalizeWords('Hello, World! Don’t stop—it’s well-known.')).toEqual(['hello', 'world', 'dont', 'stop', 'its', 'well', 'known']);
  });

  it('returns no words for blank or punctuation-only text', () => {
    expect(normalizeWords('  ... !? ')).toEqual([]);
  });
});

describe('splitIntoWords', () => {
  it('keeps words as shown, punctuation included', () => {
    expect(splitIntoWords('  Hi there,\n friend! ')).toEqual(['Hi', 'there,', 'friend!']);
  });
});

describe('splitSentences and lastSentence', () => {
  it('splits after . ? and !', () => {
    expect(splitSentences('We met. What is the budget? Great!')).toEqual(['We met.', 'What is the budget?', 'Great!']);
  });

  it('gives the last sentence, unfinished or not', () => {
    expect(lastSentence('Thanks everyone. So what is our timeline?')).toBe('So what is our timeline?');
    expect(lastSentence('Thanks everyone. so what is our timeline')).toBe('so what is our timeline');
    expect(lastSentence('no punctuation at all')).toBe('no punctuation at all');
  });

  it('ignores trailing punctuation and white space', () => {
    expect(lastSentence('First one. Second one?! ... ')).toBe('Second one?!');
    expect(lastSentence('   ')).toBe('');
  });
});
