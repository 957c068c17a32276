import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fnv1a } from '../text/feature-hash.js';
import { modelUnit } from '../text/language-model.js';
import { saidWords } from './said-words.js';

/**
 * Where the words of an answer break off and start again somewhere else, by a model learned from the graded answers
 * themselves (eval/train-word-order.ts trains it; backend/assets/word-order-model.json holds it).
 *
 * Shuffled phrases ("the tenant caused and check with written reasons tenant improvements comparable market rents")
 * keep most word pairs whole, so a bigram model of English reads them almost as well as speech (coherence.ts). This
 * model is taught where a phrase ends and an unrelated one begins: it reads every gap between two words through the
 * words around it (up to two each side, as the language model's units: frequent words themselves, others their word
 * class), and was trained on the fluent graded answers, which have no such gap, against the same answers cut into
 * runs of one to six words and put back in a seeded random order, whose gaps between runs it must find. Nobody's
 * grade teaches it anything, and the held-out sets are never read.
 *
 * The answer's reading is the mean of the fifth of its gaps that look most like breaks: speech has a few odd gaps (a
 * restart, a sentence with no full stop), a shuffle has breaks all through it.
 */
export interface WordOrderModelFile {
  bits: number;
  scale: number;
  /** Int8 steps of `scale`, base64. */
  weights: string;
  /** The graded sets whose fluent answers it learned from. */
  trainedOn: string[];
  /** wordOrderFingerprint of the first 40 answers of dev.json, as the trainer computed it. */
  fingerprint: string;
}

export const ORDER_BITS = 20;
const SLOTS = 1 << ORDER_BITS;

/** The fewest words a reading is made from: a shorter answer has too few gaps to tell anything by. */
export const ORDER_MIN_WORDS = 20;
/** The most words read: the verdict does not need more. */
const WORDS_READ = 300;

const slotOf = (name: string): number => fnv1a(name) % SLOTS;

/** Every gap has the bias feature. */
const BIAS_SLOT = slotOf('bias');

/**
 * The answer's words as the model reads them, clause by clause: the language model's units (frequent words themselves,
 * others their word class), fillers and stutters left out, the first WORDS_READ in all. A gap the transcript marks with
 * a stop, comma or question mark is a sentence or clause ending, where anything may come next: it is not read.
 */
export function orderClauses(answer: string): string[][] {
  const clauses: string[][] = [];
  let words = 0;
  for (const text of answer.split(/[.,;:!?]+(?=\s|$)/)) {
    const units = saidWords(text)
      .slice(0, WORDS_READ - words)
      .map(modelUnit);
    if (units.length > 0) clauses.push(units);
    words += units.length;
    if (words >= WORDS_READ) break;
  }
  return clauses;
}

/**
 * The features of the gap between units[i] and units[i + 1]: the bias, the pair itself, each side's three-word window, the words
 * one away on each side with the gap between, and the four words around it.
 */
export function gapSlots(units: readonly string[], i: number): number[] {
  const a = units[i];
  const b = units[i + 1];
  const before = i >= 1 ? units[i - 1] : '<s>';
  const after = i + 2 < units.length ? units[i + 2] : '</s>';
  return [
    BIAS_SLOT,
    slotOf(`p ${a} ${b}`),
    slotOf(`l ${before} ${a} ${b}`),
    slotOf(`r ${a} ${b} ${after}`),
    slotOf(`s ${before} _ ${b}`),
    slotOf(`z ${a} _ ${after}`),
    slotOf(`w ${before} ${a} ${b} ${after}`),
  ];
}

/** The weights kept as the file's int8 steps (a megabyte), read times `scale`. */
export interface WordOrderModel {
  steps: Int8Array;
  scale: number;
}

export function wordOrderModelFrom(file: WordOrderModelFile): WordOrderModel {
  const steps = new Int8Array(Buffer.from(file.weights, 'base64'));
  if (file.bits !== ORDER_BITS || steps.length !== SLOTS) throw new Error('word-order-model.json does not fit the reader: run npm run ai:train');
  return { steps, scale: file.scale };
}

const MODEL = new URL('../../../assets/word-order-model.json', import.meta.url);
let shipped: WordOrderModel | null = null;
const shippedModel = (): WordOrderModel => (shipped ??= wordOrderModelFrom(JSON.parse(readFileSync(MODEL, 'utf8')) as WordOrderModelFile));

/** How likely each gap is a break between phrases put out of order, 0-1. */
export function breakLikelihoods(units: readonly string[], model: WordOrderModel = shippedModel()): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < units.length; i++) {
    let z = 0;
    for (const slot of gapSlots(units, i)) z += model.steps[slot];
    out.push(1 / (1 + Math.exp(-z * model.scale)));
  }
  return out;
}

/**
 * The mean break likelihood of the fifth of the gaps that look most like breaks (0 for answers under ORDER_MIN_WORDS
 * words): fluent answers, spoken or written, read 0.25-0.45, answers cut and shuffled 0.4-0.6.
 */
export function readWordOrder(answer: string, model: WordOrderModel = shippedModel()): number {
  const clauses = orderClauses(answer);
  if (clauses.reduce((sum, units) => sum + units.length, 0) < ORDER_MIN_WORDS) return 0;
  const likelihoods = clauses.flatMap((units) => breakLikelihoods(units, model)).sort((x, y) => y - x);
  if (likelihoods.length === 0) return 0;
  const top = likelihoods.slice(0, Math.max(1, Math.floor(likelihoods.length / 5)));
  return top.reduce((sum, x) => sum + x, 0) / top.length;
}

/** A digest of the units some answers are read as: the trainer stores it, a spec recomputes it (see whole-reading-features.ts). */
export function wordOrderFingerprint(answers: readonly string[]): string {
  const hash = createHash('sha256');
  for (const answer of answers)
    hash.update(
      `${orderClauses(answer)
        .map((units) => units.join(' '))
        .join(' | ')}\n`,
    );
  return hash.digest('hex');
}
