import { answerSentences, withoutHesitations, type AnswerSignals, type Quote } from './answer-signals.js';
import { stem, tokenize } from '../text/words.js';

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

/**
 * Where the answer takes up what was asked: of its first three sentences (else of all), the first that says two of
 * the answer's own words for the question's terms (else one), quoted around the first of them. Blind coaches found "you speak
 * of 'clinic' for 'patient'" a keyword match, not a reason: the learner's own sentence is.
 */
export function whereItAnswers(sentences: readonly string[], said: readonly string[]): { quote: string; first: boolean } | null {
  const words = [...new Set(said.filter((w) => w !== '').map((w) => stem(w.toLowerCase())))];
  if (words.length === 0) return null;
  const needed = Math.min(2, words.length);
  const found = sentences.map((sentence) => {
    const stems = tokenize(sentence).map(stem);
    return { sentence, hits: words.filter((w) => stems.includes(w)) };
  });
  // The opening is where a listener looks for the answer: one of its first three sentences if it takes up the question.
  const opening = found.slice(0, 3);
  const index = [
    opening.findIndex((f) => f.hits.length >= needed),
    opening.findIndex((f) => f.hits.length > 0),
    found.findIndex((f) => f.hits.length >= needed),
    found.findIndex((f) => f.hits.length > 0),
  ].find((i) => i >= 0);
  if (index === undefined) return null;
  const { sentence, hits } = found[index];
  const marker = tokenize(sentence).find((t) => stem(t) === hits[0]) ?? '';
  return { quote: quote({ sentence, marker }), first: index === 0 };
}

/** What the answer said to the question, in its own sentence; the answer's words for the question's terms when no sentence holds them. */
export function answeredWhatWasAsked(answer: string, s: AnswerSignals): string {
  const where = whereItAnswers(answerSentences(withoutHesitations(answer)), s.relevance.saidAs);
  if (where === null) return `You answered what was asked${saidFor(s.relevance.addressed, s.relevance.saidAs)}.`;
  return `You answered what was asked${where.first ? ' from your first sentence' : ''}: ${where.quote}.`;
}

/** Where the speaker tells of their own school, work, town or family, in an answer with figures. */
export function firstHand(s: AnswerSignals, answer: string): Quote | null {
  if (s.numbers.length === 0) return null;
  const told = answerSentences(withoutHesitations(answer)).find((sentence) => OWN_SETTING.test(sentence));
  return told === undefined ? null : { marker: OWN_SETTING.exec(told)?.[0] ?? '', sentence: told };
}
const OWN_SETTING =
  /\b(in|at) (my|our) (school|class|college|university|work|workplace|job|office|company|team|town|city|village|country|family|house|home|street|area|hospital|ward|shop|store|factory|site)\b/i;

/** A call, a complaint or a message the speaker received, said with "I" or "we". */
export function cameToThem(q: Quote): boolean {
  const at = q.sentence.toLowerCase().indexOf(q.marker.toLowerCase());
  return at >= 0 && RECEIVED.test(q.sentence.slice(at));
}
const RECEIVED =
  /^(i|we) (got|had|received|kept getting|kept having|were getting|was getting) (a |an |the |some |lots of |loads of )?(\w+ )?(calls?|complaints?|emails?|messages?|reports?|texts?)\b/i;

/**
 * "You answered what was asked" quotes a sentence another point quotes too ("You set the scene", "You explained why"):
 * it keeps its point without the quote, so no sentence is quoted twice for it (set AS's coach: "the same quote three times").
 */
export function withoutRepeatedQuotes(worked: readonly string[]): string[] {
  const quoted = (point: string): string | null => /: ("[^"]+")\.$/.exec(point)?.[1] ?? null;
  const unquoted = (point: string, q: string): string => `${point.slice(0, point.length - q.length - 3)}.`;
  return worked.map((point, i) => {
    const q = quoted(point);
    if (q === null) return point;
    if (point.startsWith(ANSWERED)) return worked.some((other, k) => k !== i && quoted(other) === q) ? unquoted(point, q) : point;
    // "You laid out steps: X" then "You explained why: X" (set BB's coach): the sentence is shown once, the second point
    // keeps its words without it.
    return worked.slice(0, i).some((other) => !other.startsWith(ANSWERED) && quoted(other) === q) ? unquoted(point, q) : point;
  });
}
const ANSWERED = 'You answered what was asked';
