import { describe, expect, it } from '@jest/globals';
import { stageCueWords } from './script-cues.js';
import { numberWords, saysWord, soundsAlike, spokenWords } from './spoken-forms.js';

describe('spokenWords', () => {
  it('reads numbers as words', () => {
    expect(numberWords('0')).toEqual(['zero']);
    expect(numberWords('1500')).toEqual(['one', 'thousand', 'five', 'hundred']);
    expect(numberWords('2024')).toEqual(['two', 'thousand', 'twenty', 'four']);
    expect(numberWords('007')).toEqual(['zero', 'zero', 'seven']);
    expect(spokenWords('12% of 1,500 is 180, up 3.5 points, on the 21st')).toEqual(
      spokenWords('twelve percent of one thousand five hundred is one hundred eighty up three point five points on the twenty first'),
    );
  });

  it('gives words that sound the same one spelling', () => {
    expect(spokenWords("Their team's here, too")).toEqual(spokenWords('there teams hear to'));
  });
});

describe('soundsAlike', () => {
  it('accepts spelling variants of longer words, never of short ones', () => {
    expect(soundsAlike('analyze', 'analyse')).toBe(true);
    expect(soundsAlike('organization', 'organisation')).toBe(true);
    expect(soundsAlike('color', 'colour')).toBe(true);
    expect(soundsAlike('in', 'on')).toBe(false);
    expect(soundsAlike('fox', 'box')).toBe(false);
    expect(soundsAlike('jumps', 'chumps')).toBe(false);
  });
});

describe('stageCueWords', () => {
  it('marks bracketed directions, not a bracket left open', () => {
    expect(stageCueWords(['[pause]', 'Hello', '(smile', 'warmly)', 'all', '(note', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('saysWord (the "Say it" check)', () => {
  it('accepts the word in any case, inside a phrase, and numbers in either form', () => {
    expect(saysWord('eloquent', 'Eloquent')).toBe(true);
    expect(saysWord('eloquent', 'I said eloquent.')).toBe(true);
    expect(saysWord('three', '3')).toBe(true);
    expect(saysWord('40%', 'forty percent')).toBe(true);
    expect(saysWord('look forward to', 'I look forward to it')).toBe(true);
  });

  it('refuses another word, part of a word, or nothing', () => {
    expect(saysWord('three', 'tree')).toBe(false);
    expect(saysWord('eloquent', 'elephant')).toBe(false);
    expect(saysWord('art', 'party')).toBe(false);
    expect(saysWord('eloquent', '')).toBe(false);
    expect(saysWord('', 'anything')).toBe(false);
  });
});
