import type { Quote } from './answer-signals.js';
import { stem } from '../text/words.js';

/** How the feedback quotes the learner's own words back to them. */

/** A quoted part of the answer: the marker's sentence, shortened around the marker. */
export function quote(q: Quote): string {
  const words = q.sentence.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length <= 22) return `"${words.join(' ').replace(/[.,;:]$/, '')}"`;
  const at = Math.max(0, markerAt(words, q.marker));
  const start = Math.max(0, at - 6);
  const part = words
    .slice(start, start + 20)
    .join(' ')
    .replace(/[.,;:]$/, '');
  return `"${start > 0 ? '...' : ''}${part}..."`;
}

/** Where the marker's words start in the sentence ("she survived", not the first "she"), else where its first word does. */
function markerAt(words: string[], marker: string): number {
  const said = marker.toLowerCase().split(' ');
  const starts = (i: number, k: number): boolean => (words[i + k] ?? '').toLowerCase().startsWith(said[k]);
  const whole = words.findIndex((_, i) => said.every((_, k) => starts(i, k)));
  return whole >= 0 ? whole : words.findIndex((_, i) => starts(i, 0));
}

export const list = (items: string[]): string => items.map((i) => `"${i}"`).join(', ');

/**
 * The answer's own words for the question's terms, as said ("refuse", "work" for "job"). A term the answer comes
 * near only in meaning is not quoted: the learner did not say it.
 */
export function saidFor(terms: readonly string[], said: readonly string[]): string {
  const quoted = terms
    .map((term, i) => {
      const word = said[i] ?? '';
      if (word === '') return '';
      return stem(word) === stem(term) ? `"${word}"` : `"${word}" for "${term}"`;
    })
    .filter((q) => q !== '')
    .slice(0, 3);
  return quoted.length === 0 ? '' : `: you speak of ${quoted.join(', ')}`;
}
