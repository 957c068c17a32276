import { readFileSync } from 'node:fs';
import { keptByPair, keptByWord, Numbering } from './kept.js';

/**
 * A word bigram model of English counted on the Brown corpus (a million words of edited prose in
 * 15 genres; tools/language-model.mjs cuts it into backend/assets/language-model.tsv, 1.7 MB, read
 * once on first use). The 4,000 most frequent words keep their identity; every other word counts
 * as its word class (noun, verb, adjective, adverb, number, name), so "the ledger" and "the
 * resident" read alike. Probabilities are smoothed by Witten-Bell interpolation with the unigram.
 *
 * It answers one question: how much more likely is each word after the one before it than on its
 * own (pointwise mutual information, natural log)? English sentences, spoken or written, score
 * clearly above zero on average; the same words shuffled, and word salad, score near or below it.
 */
const ASSETS = new URL('../../../assets/', import.meta.url);

interface Model {
  counts: Map<string, number>;
  followers: Map<string, number>;
  usualClass: Map<string, string>;
  pairs: Map<string, number>;
  pastForms: Set<string>;
  total: number;
  size: number;
}

let model: Model | null = null;

function load(): Model {
  if (model !== null) return model;
  const counts = new Map<string, number>();
  const followers = new Map<string, number>();
  const usualClass = new Map<string, string>();
  const pairs = new Map<string, number>();
  const pastForms = new Set<string>();
  let total = 0;
  for (const line of readFileSync(new URL('language-model.tsv', ASSETS), 'utf8').split('\n')) {
    const f = line.split(' ');
    if (f[0] === 'w') {
      counts.set(f[1], Number(f[2]));
      followers.set(f[1], Number(f[3]));
      total += Number(f[2]);
    } else if (f[0] === 'c') usualClass.set(f[1], f[2]);
    else if (f[0] === 'b') pairs.set(`${f[1]} ${f[2]}`, Number(f[3]));
    else if (f[0] === 'p') pastForms.add(f[1]);
  }
  model = { counts, followers, usualClass, pairs, pastForms, total, size: counts.size };
  return model;
}

/** The unit the model counts a token as: itself when frequent, else its (usual or guessed) word class. */
export const modelUnit: (token: string) => string = keptByWord(unitOf, 20_000);

function unitOf(token: string): string {
  const m = load();
  if (m.counts.has(token)) return token;
  if (/\d/.test(token)) return '<num>';
  return m.usualClass.get(token) ?? guessClass(token);
}

/** A verb prefix that keeps the verb's past form: "rewrote", "re-ran", "overtook", "mistook". */
const VERB_PREFIX = /^(re|over|under|out|mis|un|with|fore)-?([a-z]{3,})$/;

/**
 * A past-tense verb form by the corpus's own tags ("rang", "blew", "came"), irregular ones included,
 * and the same forms behind a verb prefix the corpus may not have seen ("rewrote", "re-ran").
 */
export function isPastTenseForm(word: string): boolean {
  const { pastForms } = load();
  const lower = word.toLowerCase();
  if (pastForms.has(lower)) return true;
  const prefixed = VERB_PREFIX.exec(lower);
  return prefixed !== null && pastForms.has(prefixed[2]);
}

/** The corpus's `n` most frequent words (word classes left out), most frequent first: its function words and a few common verbs. */
export function mostFrequentWords(n: number): string[] {
  return [...load().counts]
    .filter(([word]) => !word.startsWith('<'))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, n)
    .map(([word]) => word);
}

/** A word the corpus never saw is most often a noun; a few endings say otherwise. */
function guessClass(token: string): string {
  if (/ly$/.test(token)) return '<r>';
  if (/(ing|ed|ise|ize|ised|ized)$/.test(token)) return '<v>';
  if (/(ous|ful|ive|able|ible|al|ic|less)$/.test(token)) return '<j>';
  return '<n>';
}

/** ln P(b | a) - ln P(b): what the word before adds to predicting this one. */
export function pairInformation(a: string, b: string): number {
  const m = load();
  const unigram = ((m.counts.get(b) ?? 0) + 1) / (m.total + m.size);
  const ca = m.counts.get(a) ?? 0;
  const ta = m.followers.get(a) ?? 0;
  if (ca === 0) return 0;
  const conditional = ((m.pairs.get(`${a} ${b}`) ?? 0) + ta * unigram) / (ca + ta);
  return Math.log(conditional / unigram);
}

export interface Fluency {
  /** Mean information per word pair: about 1 or more for English sentences, near 0 for shuffled words. */
  mean: number;
  /** Pairs read. */
  pairs: number;
}

/** The model's units (its 4,000 words and a few word classes) numbered, and each pair's information worked out once. */
const modelUnits = new Numbering();
const pairInformationOfIds = keptByPair((a, b) => pairInformation(modelUnits.name(a), modelUnits.name(b)), 50_000);
const knownPairInformation = (a: string, b: string): number => pairInformationOfIds(modelUnits.id(a), modelUnits.id(b));

/** How well the tokens (fillers already removed) follow English word order, read on their first `limit` tokens. */
export function readFluency(tokens: readonly string[], limit = 300): Fluency {
  const units = tokens.slice(0, limit).map(modelUnit);
  let sum = 0;
  for (let i = 1; i < units.length; i++) sum += knownPairInformation(units[i - 1], units[i]);
  const pairs = Math.max(0, units.length - 1);
  return { mean: pairs === 0 ? 0 : sum / pairs, pairs };
}
