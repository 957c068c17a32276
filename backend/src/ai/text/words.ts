import { keptByText, keptByWord } from './kept.js';

/**
 * Small text analysis shared by the rating gate and the offline adapter: tokens, a light
 * stemmer and stop words (filler words are counted by @speakwell/words).
 */

const STOP_WORDS = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being
  below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
  during each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here
  here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself
  let's me more most mustn't my myself no nor not of off on once only or other ought our ours ourselves
  out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their
  theirs them themselves then there there's these they they'd they'll they're they've this those through
  to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's
  where where's which while who who's whom whose why why's will with won't would wouldn't you you'd you'll
  you're you've your yours yourself yourselves also just really get got go going gone one two lot lots
  thing things way well yes yeah okay ok oh much many make made still even every something anything
  everything someone anyone everyone us may might must shall via per etc im ive dont didnt cant wont`.split(/\s+/),
);

/** Words that frame a question rather than carry its subject ("Tell me about a time..."). */
const QUESTION_FRAMING = new Set(
  `tell describe time times explain walk give example examples share talk think know like
  question answer please situation specific recent past ever would could should briefly detail
  details moment experience approach handle handled deal dealt minute minutes seconds one two ninety
  short quick right now currently work working goes went want wants greatest biggest best main key
  important favourite favorite kind sort`.split(/\s+/),
);

/** The months, as an alternation for the patterns that read a story's time ("last december", "last july"). */
export const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
/** The days of the week, as an alternation ("last friday", "on monday"). */
export const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/**
 * The few words that frame any question and say nothing of its subject: fewer than QUESTION_FRAMING, for
 * reading what a question means ("handle" and "approach" can be its subject there).
 */
export const FRAME_WORDS: ReadonlySet<string> = new Set('tell describe time explain give example talk think would could should situation ever'.split(' '));

/** A person's age: "eight-year-old", "sixteen year old", "18-month-olds". */
export const AGE_PHRASE = String.raw`[a-z0-9]+(-| )(years?|months?)(-| )olds?`;

/**
 * Numbers said as words ("ninety nine", "nine hundred ninety nine", "ten percent"): a figure, however often its words
 * come round, is not one point said again.
 */
export const NUMBER_WORDS: ReadonlySet<string> = new Set(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
  eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred hundreds thousand thousands million
  millions billion percent per cent point half quarter`.split(/\s+/),
);

/** Hesitations and empty intensifiers: never content words. */
const SINGLE_FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'er', 'erm', 'ah', 'hmm', 'basically', 'literally', 'actually', 'whatever']);

interface ReadText {
  tokens: readonly string[];
  content?: readonly string[];
}

/** One rating reads the same texts (the answer, its sentences, the question) in a dozen checks: their tokens are kept. */
const readText = keptByText<ReadText>((text) => ({ tokens: readTokens(text) }), { maxChars: 200_000 });

function readTokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)*/g) ?? []).map((t) => t.replaceAll('’', "'"));
}

/** Lower-case word tokens, apostrophes kept inside words, numbers kept. */
export function tokenize(text: string): string[] {
  return [...readText(text).tokens];
}

/**
 * `tokenize` for text read once, as a corpus is when a model is counted: nothing kept. Kept,
 * thousands of corpus sentences would push out the answers being rated, and each sentence (a slice
 * of its file's text) would hold the whole file in memory.
 */
export function tokenizeOnce(text: string): string[] {
  return readTokens(text);
}

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(token);
}

/** Tokens that carry meaning: not stop words, not fillers. */
export function contentTokens(text: string): string[] {
  const read = readText(text);
  read.content ??= read.tokens.filter((t) => !STOP_WORDS.has(t) && !SINGLE_FILLERS.has(t) && (t.length > 1 || /\d/.test(t)));
  return [...read.content];
}

/** Light suffix stripping so "managed", "managing" and "manages" meet at "manag". */
export const stem: (word: string) => string = keptByWord(stemOf, 20_000);

function stemOf(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "-ed"/"-ing" already removed a silent e ("managed" -> "manag"); strip it from bare words only.
  let suffixRemoved = true;
  if (w.endsWith('ing') && w.length >= 6) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ied') && w.length >= 5) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ed') && w.length >= 5) w = undouble(w.slice(0, -2));
  else suffixRemoved = false;
  if (w.endsWith('ly') && w.length > 5) {
    w = w.slice(0, -2);
    suffixRemoved = false;
  }
  if (!suffixRemoved && w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  const last = w.at(-1) ?? '';
  return w.length > 3 && last === w.at(-2) && !'lsz'.includes(last) && /[b-df-hj-np-tv-z]/.test(last) ? w.slice(0, -1) : w;
}

/** Stems of the words that say what a question (or topic, or context) is about. */
export function subjectStems(text: string): Set<string> {
  return new Set(
    contentTokens(text)
      .filter((t) => !QUESTION_FRAMING.has(t))
      .map(stem),
  );
}
