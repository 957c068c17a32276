import { describe, expect, it } from '@jest/globals';
import { lastSentence, splitSentences } from './sentences.js';

describe('splitSentences', () => {
  it('splits after . ? and !, the marks staying with their sentence', () => {
    expect(splitSentences('We met. What is the budget? Great!')).toEqual(['We met.', 'What is the budget?', 'Great!']);
    expect(splitSentences('Really?! Yes... I think so.')).toEqual(['Really?!', 'Yes...', 'I think so.']);
  });

  it('splits on line breaks, as a pasted list reads', () => {
    expect(splitSentences('Led a team of five\nShipped the app in May\r\n\r\nCut costs by 20%')).toEqual([
      'Led a team of five',
      'Shipped the app in May',
      'Cut costs by 20%',
    ]);
  });

  it('does not split inside decimals, versions or web addresses', () => {
    expect(splitSentences('Sales grew 3.5 percent on version 2.1. See example.com for more.')).toEqual([
      'Sales grew 3.5 percent on version 2.1.',
      'See example.com for more.',
    ]);
  });

  it('does not split after common abbreviations', () => {
    expect(splitSentences('I met Dr. Smith and Mrs. Jones. We used tools, e.g. Jira, i.e. a tracker.')).toEqual([
      'I met Dr. Smith and Mrs. Jones.',
      'We used tools, e.g. Jira, i.e. a tracker.',
    ]);
  });

  it('keeps closing quotes and brackets with the sentence they close', () => {
    expect(splitSentences('She said "Ship it." (We did.) Then we rested.')).toEqual(['She said "Ship it."', '(We did.)', 'Then we rested.']);
  });

  it('drops pieces without a word and gives nothing for blank text', () => {
    expect(splitSentences('Done. ... !')).toEqual(['Done.']);
    expect(splitSentences('  \n ')).toEqual([]);
  });
});

describe('lastSentence', () => {
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
