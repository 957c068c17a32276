import { describe, expect, it } from '@jest/globals';
import { normalizeWords, splitIntoWords } from './words.js';

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
