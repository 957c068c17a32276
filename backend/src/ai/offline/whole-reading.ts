import { readFileSync } from 'node:fs';
import type { CoherenceReading } from './coherence.js';
import type { Cap } from './judgement.js';
import { GATED_MAX_RATING, NO_ANSWER_RATING } from '../rating-gate.js';
import { BITS, pairName, slotOf, wholeReadingFeatures, wordsOf, type Features } from './whole-reading-features.js';

/**
 * The answer read as a whole, by a model learned from the graded sets (eval/train-whole-reading.ts trains it;
 * backend/assets/whole-reading-model.json holds it). The rules elsewhere each look for one telling phrase; this
 * weighs every word, word pair and sentence shape at once, the way a reader hears that a text is advice, an advert,
 * small talk or words out of order although no single phrase gives it away. It answers two questions: how likely is
 * it that a blind grader would give this answer 1 or 2, and if so, what kind of non-answer is it most like.
 *
 * Only a confident reading caps the rating (at 2), and the feedback says what it was read as and quotes the words
 * that weighed most.
 */
export type WholeReadingKind =
  | 'advice'
  | 'buzzwords'
  | 'chat'
  | 'definition'
  | 'grader-note'
  | 'job-ad'
  | 'loop'
  | 'other-question'
  | 'paraphrase'
  | 'shuffled'
  | 'unsafe'
  | 'weak'
  | 'word-salad';

export interface WholeReading {
  /** How likely a blind grader gives it 1 or 2, 0-1. */
  weak: number;
  /** The kind of non-answer it reads most like (only worked out when the reading caps). */
  kind: WholeReadingKind | null;
  /** The answer's own words that weighed most towards the reading. */
  quote: string | null;
}

/** A linear model as the trainer stores it: one weight per slot, each a step (-127..127, base64 bytes) of `scale`. */
export interface StoredModel {
  scale: number;
  weights: string;
}

export interface WholeReadingModelFile {
  bits: number;
  /** The graded sets it learned from, and those kept out of its training to measure it. */
  trainedOn: string[];
  heldOut: string[];
  /** featureFingerprint of the first FINGERPRINT_ANSWERS answers of dev.json, as the trainer computed them. */
  fingerprint: string;
  weak: StoredModel;
  kinds: Partial<Record<WholeReadingKind, StoredModel>>;
}

/**
 * The reading caps only from this probability. Chosen on ten-fold cross-validation by graded set (eval/README.md):
 * lower caps more junk and more good answers with it.
 */
export const CAPS_FROM = 0.65;

const MODEL = new URL('../../../assets/whole-reading-model.json', import.meta.url);

/** A model ready to read with: its weights as numbers. */
export interface WholeReadingModel {
  weak: Float32Array;
  kinds: Array<[WholeReadingKind, Float32Array]>;
}

export function modelFrom(file: WholeReadingModelFile): WholeReadingModel {
  if (file.bits !== BITS) throw new Error(`whole-reading-model.json was trained with ${file.bits} bits, the reader uses ${BITS}: run npm run ai:train`);
  return {
    weak: weightsOf(file.weak),
    kinds: Object.entries(file.kinds).map(([kind, m]) => [kind as WholeReadingKind, weightsOf(m)] as [WholeReadingKind, Float32Array]),
  };
}

let shipped: WholeReadingModel | null = null;
const shippedModel = (): WholeReadingModel => (shipped ??= modelFrom(JSON.parse(readFileSync(MODEL, 'utf8')) as WholeReadingModelFile));

function weightsOf(m: StoredModel): Float32Array {
  const steps = new Int8Array(Buffer.from(m.weights, 'base64'));
  if (steps.length !== 1 << BITS) throw new Error('whole-reading-model.json is damaged: run npm run ai:train');
  return Float32Array.from(steps, (x) => x * m.scale);
}

export const logistic = (z: number): number => 1 / (1 + Math.exp(-z));

export function readAsAWhole(question: string, answer: string, coherence: CoherenceReading, model: WholeReadingModel = shippedModel()): WholeReading {
  const features = wholeReadingFeatures(question, answer, coherence);
  let z = 0;
  for (const [slot, value] of features) z += model.weak[slot] * value;
  const weak = logistic(z);
  if (weak < CAPS_FROM) return { weak, kind: null, quote: null };
  const [kind, weights] = mostLike(model, features);
  // The words that weigh most towards the kind it reads like are the ones to quote: "the way to handle a question".
  return { weak, kind, quote: weightiestWords(weights, answer) };
}

/** The kind whose model scores the features highest, with that model's weights ("weak" and the weak reading's weights if there were none). */
function mostLike(model: WholeReadingModel, features: Features): [WholeReadingKind, Float32Array] {
  let best: [WholeReadingKind, Float32Array] = ['weak', model.weak];
  let bestScore = -Infinity;
  for (const [kind, weights] of model.kinds) {
    let z = 0;
    for (const [slot, value] of features) z += weights[slot] * value;
    if (z > bestScore) {
      bestScore = z;
      best = [kind, weights];
    }
  }
  return best;
}

/** The run of up to six words whose word pairs weigh most towards the reading, if any weighs towards it. */
const QUOTE_WORDS = 6;
function weightiestWords(weights: Float32Array, answer: string): string | null {
  const words = wordsOf(answer);
  const pairWeight = words.map((w, i) => (i === 0 ? 0 : Math.max(0, weights[slotOf(pairName(words[i - 1], w))])));
  let best = 0;
  let at = -1;
  for (let i = 0; i + 1 < words.length; i++) {
    let sum = 0;
    for (let k = i + 1; k < Math.min(words.length, i + QUOTE_WORDS); k++) sum += pairWeight[k];
    if (sum > best) {
      best = sum;
      at = i;
    }
  }
  return at < 0 ? null : words.slice(at, at + QUOTE_WORDS).join(' ');
}

const AS_WHAT: Record<WholeReadingKind, string> = {
  advice: 'advice on how to answer rather than an answer',
  buzzwords: 'general claims about yourself with no example or method of your own',
  chat: 'small talk with the interviewer rather than an answer',
  definition: 'a textbook explanation of the subject rather than the experience or view asked for',
  'grader-note': 'words aimed at whoever marks it rather than an answer',
  'job-ad': 'a job advert rather than your own answer',
  loop: 'one point said over and over',
  'other-question': 'an answer to a different question from the one asked',
  paraphrase: 'the question said back in other words',
  shuffled: 'words out of their order, which do not make sentences',
  unsafe: 'a way of working an interviewer in this field would question',
  weak: 'general talk more than a clear answer to this question: what you did, or would do, and why',
  'word-salad': "the field's words strung together without a clear meaning",
};

export function describeWholeReading(reading: WholeReading): string {
  const as = AS_WHAT[reading.kind ?? 'weak'];
  const quote = reading.quote === null ? '' : ` ("${reading.quote}")`;
  return `Read as a whole, it sounds like ${as}${quote}`;
}

/**
 * Kinds that are no answer at all, the rubric's 1 (as the rules hold them: answer-rater.ts POOR_NON_ANSWERS): a
 * blind coach of round 22 marked five such answers held at 2 a point too high. On the folds, holding them at 1.4
 * put 60 more answers on their exact grade and moved no junk above 2.
 */
const NO_ANSWER_AT_ALL = new Set<WholeReadingKind>(['advice', 'buzzwords', 'chat', 'grader-note', 'job-ad', 'paraphrase', 'shuffled', 'word-salad']);
/** The rules' rating of no answer at all. */
const NO_ANSWER_MAX_RATING = NO_ANSWER_RATING;

export function wholeReadingCap(reading: WholeReading): Cap | null {
  if (reading.kind === null) return null;
  const ceiling = NO_ANSWER_AT_ALL.has(reading.kind) ? NO_ANSWER_MAX_RATING : GATED_MAX_RATING;
  const instead = reading.kind === 'unsafe' ? ' Say what you check first and which rule or safe practice you follow.' : '';
  return { ceiling, why: `${describeWholeReading(reading)}, so it cannot score above ${GATED_MAX_RATING}.${instead}` };
}
