import { fnv1a } from '../text/feature-hash.js';
import { createHash } from 'node:crypto';
import { readCoherence, type CoherenceReading } from './coherence.js';
import { stripGraderText } from '../text/grader-text.js';
import { withApostrophes } from '../text/contractions.js';
import { modelUnit, mostFrequentWords } from '../text/language-model.js';
import { contentTokens, stem } from '../text/words.js';

/**
 * What the learned whole reading (whole-reading.ts) sees of an answer, the same in training and in use:
 * - the answer's word stems and word pairs;
 * - its shape with the subject taken out: runs of three where every word outside English's 250 most frequent
 *   is its word class ("you <v> to <x> the <n>"), so "advice", "a job advert" or "small talk" reads alike in any trade;
 * - how much of it is the question's own words and word pairs (the question said back);
 * - how often it says I, you, we, was, would, should... (an experience, a lecture, a plan);
 * - the coherence reading's measures (shuffled words, loops).
 * Features are hashed into 2^BITS slots; the n-gram part is scaled to unit length so long answers weigh no more.
 */
export const BITS = 16;
const SLOTS = 1 << BITS;

/** Slot → value. */
export type Features = Map<number, number>;

const PRONOUNS_AND_FORMS = ['i', 'you', 'we', 'my', 'your', 'they', 'he', 'she', 'was', 'did', 'would', 'should', 'will', 'is', 'are'];
const ALWAYS_KEPT = 'um uh like yeah so okay i you we they my your our their me us it that this'.split(' ');

let kept: Set<string> | null = null;
function keptWords(): Set<string> {
  kept ??= new Set([...mostFrequentWords(250), ...ALWAYS_KEPT]);
  return kept;
}

export const slotOf = (name: string): number => fnv1a(name) % SLOTS;

export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z0-9']+/g) ?? [];

/** The name of the word-pair feature for two neighbouring words: the trainer and the quote finder share it. */
export const pairName = (a: string, b: string): string => `b:${a}_${b}`;

export function wholeReadingFeatures(question: string, answer: string, coherence: CoherenceReading): Features {
  const f: Features = new Map();
  const add = (name: string, value = 1): void => {
    const slot = slotOf(name);
    f.set(slot, (f.get(slot) ?? 0) + value);
  };
  const words = wordsOf(answer);
  const n = Math.max(1, words.length);
  const grams = new Set<string>();
  for (const w of words) grams.add(`u:${stem(w)}`);
  for (let i = 1; i < words.length; i++) grams.add(pairName(words[i - 1], words[i]));
  const common = keptWords();
  const shape = words.map((w) => (common.has(w) ? w : modelUnit(w).startsWith('<') ? modelUnit(w) : '<x>'));
  for (let i = 1; i < shape.length; i++) grams.add(`s2:${shape[i - 1]}_${shape[i]}`);
  for (let i = 2; i < shape.length; i++) grams.add(`s:${shape[i - 2]}_${shape[i - 1]}_${shape[i]}`);
  const scale = 1 / Math.sqrt(Math.max(1, grams.size));
  for (const g of grams) add(g, scale);
  add('bias');

  const asked = new Set(contentTokens(question).map(stem));
  const said = contentTokens(answer).map(stem);
  const saidSet = new Set(said);
  add('q:inQ', said.filter((w) => asked.has(w)).length / Math.max(1, said.length));
  add('q:cov', [...asked].filter((w) => saidSet.has(w)).length / Math.max(1, asked.size));
  const qWords = wordsOf(question);
  const qPairs = new Set<string>();
  for (let i = 1; i < qWords.length; i++) qPairs.add(`${qWords[i - 1]}_${qWords[i]}`);
  let pairsFromQuestion = 0;
  for (let i = 1; i < words.length; i++) if (qPairs.has(`${words[i - 1]}_${words[i]}`)) pairsFromQuestion++;
  add('q:bq', pairsFromQuestion / n);
  for (const k of PRONOUNS_AND_FORMS) add(`r:${k}`, (words.filter((w) => w === k).length / n) * 10);
  add(`len:${Math.min(8, Math.floor(Math.log2(n)))}`);

  add('c:impl', coherence.implausiblePairs * 5);
  add('c:rep', coherence.repeatedSequences * 3);
  add('c:crep', coherence.contentRepetition * 3);
  add('c:gain', coherence.orderGain);
  add('c:flu', coherence.fluency);
  if (coherence.verdict !== null) add(`c:v:${coherence.verdict}`);
  return f;
}

/** The answer as the rater reads it (answer-rater.ts): apostrophes put back, notes to the grader taken out. */
export const asTheRaterReads = (answer: string): string => stripGraderText(withApostrophes(answer.slice(0, 10_000))).answer;

/**
 * A digest of the features of some answers. The trainer stores it with the model. A spec recomputes it, so a change to
 * the features (or to the stemmer, the language model or the coherence reading they use) fails there until the model
 * is trained again on features the reader really computes.
 */
export function featureFingerprint(items: ReadonlyArray<{ question: string; answer: string }>): string {
  const hash = createHash('sha256');
  for (const item of items) {
    const answer = asTheRaterReads(item.answer);
    const features = [...wholeReadingFeatures(item.question, answer, readCoherence(answer))].sort((a, b) => a[0] - b[0]);
    hash.update(features.map(([slot, value]) => `${slot}:${value.toFixed(6)}`).join(' ') + '\n');
  }
  return hash.digest('hex');
}
