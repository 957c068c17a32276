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
  it('hears spelling variants of longer words as one word, never short words or rhymes', () => {
    const alike = [
      ['analyze', 'analyse'],
      ['organization', 'organisation'],
      ['color', 'colour'],
    ];
    const apart = [
      ['in', 'on'],
      ['fox', 'box'],
      ['jumps', 'chumps'],
    ];
    // The pairs it gets wrong, all at once.
    expect(alike.filter(([a, b]) => !soundsAlike(a, b))).toEqual([]);
    expect(apart.filter(([a, b]) => soundsAlike(a, b))).toEqual([]);
  });
});

describe('stageCueWords', () => {
  it('marks bracketed directions, not a bracket left open', () => {
    const words = ['[pause]', 'Hello', '(smile', 'warmly)', 'all', '(note', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const cues = stageCueWords(words);
    expect(cues).toHaveLength(words.length);
    expect(words.filter((_, index) => cues[index])).toEqual(['[pause]', '(smile', 'warmly)']);
  });
});

describe('saysWord (the "Say it" check)', () => {
  it('accepts the word in any case, inside a phrase, and numbers in either form', () => {
    const heard = { eloquent: 'Eloquent', three: '3', '40%': 'forty percent', 'look forward to': 'I look forward to it' };
    expect(Object.entries(heard).filter(([word, said]) => !saysWord(word, said))).toEqual([]);
    expect(saysWord('eloquent', 'I said eloquent.')).toBe(true);
  });

  it('refuses another word, part of a word, or nothing', () => {
    const misheard = [
      ['three', 'tree'],
      ['eloquent', 'elephant'],
      ['art', 'party'],
      ['eloquent', ''],
      ['', 'anything'],
    ];
    expect(misheard.filter(([word, said]) => saysWord(word, said))).toEqual([]);
  });
});
