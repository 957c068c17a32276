import { describe, expect, it } from '@jest/globals';
import { alignWords, MAX_ALIGNMENT_CELLS } from './word-alignment.js';

const words = (text: string): string[] => text.split(' ').filter(Boolean);
/** A long text of distinct words, like a real script (w0 w1 w2 ...). */
const distinct = (count: number, from = 0): string[] => Array.from({ length: count }, (_, k) => `w${from + k}`);

describe('alignWords', () => {
  it('matches words said in order and reports the rest in order', () => {
    expect(alignWords(words('a b c d e'), words('a x c d y e'))).toMatchObject({ matched: 4, missed: ['b'], added: ['x', 'y'] });
  });

  it('answers the largest inputs the API accepts (50,000 words a side, nothing shared) at once', () => {
    const result = alignWords(Array<string>(50_000).fill('a'), Array<string>(50_000).fill('b'));
    expect(result.matched).toBe(0);
    expect(result.missed).toHaveLength(50_000);
    expect(result.added).toHaveLength(50_000);
  });

  it('still aligns a long script read in part, with slips, beyond the exact table size', () => {
    const script = distinct(20_000);
    // Read the first 8,000 words, with a wrong word every 500 and a skipped passage of 300.
    const spoken = script.slice(0, 8_000).map((word, k) => (k % 500 === 250 ? `slip${k}` : word));
    spoken.splice(4_000, 300);
    expect(script.length * spoken.length).toBeGreaterThan(MAX_ALIGNMENT_CELLS);
    const result = alignWords(script, spoken);
    // 8,000 read, less the 300 skipped, less the 15 slips outside the skipped passage.
    expect(result.matched).toBe(7_685);
    expect(result.added).toHaveLength(15);
    expect(result.missed).toHaveLength(20_000 - result.matched);
  });

  it('aligns repeated vocabulary exactly when the texts fit the table', () => {
    const script = words('go go go now and then go');
    expect(alignWords(script, words('now then go'))).toMatchObject({ matched: 3, missed: ['go', 'go', 'go', 'and'], added: [] });
  });
});
