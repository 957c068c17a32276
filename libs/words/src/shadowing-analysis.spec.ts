import { describe, expect, it } from '@jest/globals';
import { analyzeShadowingRun } from './shadowing-analysis.js';

const script = 'The quick brown fox jumps over the lazy dog.';

describe('analyzeShadowingRun', () => {
  it('scores a perfect read as 100 percent, ignoring case and punctuation', () => {
    expect(analyzeShadowingRun(script, 'the Quick brown fox, jumps over the lazy dog')).toEqual({
      match_accuracy: 100,
      words_matched: 9,
      total_script_words: 9,
      words_missed: 0,
      words_added: 0,
      missed_words: [],
      added_words: [],
      misheard_words: [],
      skipped_sentences: [],
      unread_words: 0,
    });
  });

  it('counts skipped words as missed', () => {
    const result = analyzeShadowingRun(script, 'the quick fox jumps over the dog');
    expect(result).toMatchObject({ words_matched: 7, words_missed: 2, words_added: 0, missed_words: ['brown', 'lazy'] });
    expect(result.match_accuracy).toBe(77.8);
  });

  it('counts extra words as added and a wrong word as missed plus added', () => {
    const result = analyzeShadowingRun(script, 'um the quick brown cat jumps over the lazy lazy dog');
    expect(result).toMatchObject({
      words_matched: 8,
      words_missed: 1,
      missed_words: ['fox'],
      words_added: 3,
      added_words: ['um', 'cat', 'lazy'],
      match_accuracy: 88.9,
    });
  });

  it('counts a reordered read by alignment, not by shared vocabulary', () => {
    const result = analyzeShadowingRun('one two three four five six', 'four five six one two three');
    expect(result.words_matched).toBe(3);
    expect(result.words_missed).toBe(3);
    expect(result.words_added).toBe(3);
    expect(result.match_accuracy).toBe(50);
  });

  it('lists a repeated missed word once but counts every miss', () => {
    const result = analyzeShadowingRun('go go go now', 'now');
    expect(result).toMatchObject({ words_missed: 3, missed_words: ['go'], words_matched: 1, match_accuracy: 25 });
  });

  it('handles an empty script or silence', () => {
    expect(analyzeShadowingRun('', 'hello there')).toMatchObject({ match_accuracy: 0, total_script_words: 0, words_added: 2 });
    expect(analyzeShadowingRun(script, '')).toMatchObject({ match_accuracy: 0, words_missed: 9, words_matched: 0 });
  });

  describe('pronunciation practice', () => {
    it('never counts a number and its spoken form as missed or added', () => {
      const numbers = 'We grew 40% in 3 years, to 1,500 clients.';
      expect(analyzeShadowingRun(numbers, 'we grew forty percent in three years to one thousand five hundred clients')).toMatchObject({
        match_accuracy: 100,
        words_missed: 0,
        words_added: 0,
        missed_words: [],
        added_words: [],
      });
      expect(analyzeShadowingRun('I have three brothers and forty percent', 'I have 3 brothers and 40%')).toMatchObject({
        match_accuracy: 100,
        words_missed: 0,
        words_added: 0,
      });
      expect(analyzeShadowingRun(numbers, 'we grew forty percent in three years to one thousand five hundred clients').words_matched).toBe(9);
    });

    it('lists a word heard as another word, with what was heard', () => {
      const result = analyzeShadowingRun('I have three brothers and a sister.', 'I have tree brothers and a sitter');
      expect(result.misheard_words).toEqual([
        { word: 'three', heard: 'tree' },
        { word: 'sister', heard: 'sitter' },
      ]);
      expect(result).toMatchObject({ words_missed: 2, words_added: 2, skipped_sentences: [] });
    });

    it('reports a skipped sentence as skipped, not as its small words missed', () => {
      const result = analyzeShadowingRun('I am a teacher. I am at school. I teach math.', 'I am a teacher. I teach math.');
      expect(result.skipped_sentences).toEqual(['I am at school.']);
      expect(result.missed_words).toEqual([]);
      expect(result.misheard_words).toEqual([]);
      expect(result).toMatchObject({ words_matched: 7, words_missed: 4, unread_words: 0 });
    });

    it('rates a run that stopped early on what was read, and counts the rest as unread', () => {
      const result = analyzeShadowingRun(
        'The quick brown fox jumps. Over the lazy dog it goes. And then it sleeps.',
        'the quick brown fox jumps over the lazy',
      );
      expect(result).toMatchObject({
        match_accuracy: 100,
        words_matched: 8,
        total_script_words: 15,
        words_missed: 0,
        unread_words: 7,
        missed_words: [],
        skipped_sentences: [],
      });
    });

    it('answers a long script read in part, with sentences skipped and slips, in linear work', () => {
      // About 100,000 characters of script (the API's limit): short sentences, small words repeated.
      const name = (k: number) => `z${[...k.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`;
      const sentences = Array.from({ length: 4_000 }, (_, k) => `I am at ${name(k)} now.`);
      const script = sentences.join(' ');
      const read = sentences
        .slice(0, 2_000)
        .filter((_, k) => k % 100 !== 50)
        .join(' ')
        .replace(`${name(7)} now`, 'zzz now');
      const started = Date.now();
      const result = analyzeShadowingRun(script, read);
      // Generous: a few hundred milliseconds of work, not the minutes a quadratic pass would take.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(result.skipped_sentences).toHaveLength(20);
      expect(result.skipped_sentences[0]).toBe(`I am at ${name(50)} now.`);
      expect(result.misheard_words).toEqual([{ word: name(7), heard: 'zzz' }]);
      expect(result.unread_words).toBe(2_000 * 5);
    });

    it('counts nothing as unread when hardly anything was read', () => {
      expect(analyzeShadowingRun('The quick brown fox jumps over the lazy dog.', 'um so yes the thing')).toMatchObject({ unread_words: 0, words_missed: 8 });
    });

    it('still counts an end read out of order as missed, not unread', () => {
      const result = analyzeShadowingRun('one two three four five six', 'four five six one two three');
      expect(result).toMatchObject({ unread_words: 0, words_missed: 3, match_accuracy: 50 });
    });
  });
});
