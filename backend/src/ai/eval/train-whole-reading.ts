import { writeFileSync } from 'node:fs';
import { gradedSetItems, type GradedSetItem } from './eval-set.js';
import { readCoherence, type CoherenceReading } from '../offline/coherence.js';
import { asTheRaterReads, BITS, featureFingerprint, wholeReadingFeatures, type Features } from '../offline/whole-reading-features.js';
import {
  logistic,
  modelFrom,
  readAsAWhole,
  type StoredModel,
  type WholeReading,
  type WholeReadingKind,
  type WholeReadingModelFile,
} from '../offline/whole-reading.js';
import { int8Weights, seeded, shuffledInPlace } from './fixed-seed.js';
import { fingerprintAnswers, HELD_OUT } from './held-out-of-training.js';

/**
 * `npm run ai:train`: learns backend/assets/whole-reading-model.json from the graded sets in eval/data.
 * `npm run ai:train -- --folds 10 --out oof.json` instead writes each answer's out-of-fold reading (ten models,
 * each trained without a tenth of the sets) to measure how the reading carries over to sets it never saw.
 *
 * Two kinds of model, both logistic regression on the same features (whole-reading-features.ts), trained by
 * AdaGrad with a fixed seed so the same data gives the same file:
 * - weak: 1 when the set's writer graded the answer 1 or 2. Answers graded 4 or 5 count twice, since capping
 *   a good answer costs a learner more than missing a junk one;
 * - one per kind of non-answer, over the answers graded 1 or 2 (the set's own category, "weak" for a genuine
 *   answer graded low), to name what the answer reads like.
 * Sets named in HELD_OUT are never trained on: they measure the shipped model.
 */
const DATA = new URL('../../../src/ai/eval/data/', import.meta.url);
const MODEL = new URL('../../../assets/whole-reading-model.json', import.meta.url);

const EPOCHS = 12;
const KIND_EPOCHS = 8;
const L2 = 1e-4;
const RATE = 0.3;
const GOOD_ANSWER_WEIGHT = 2;

interface Example extends GradedSetItem {
  /** As the rater reads it (asTheRaterReads). */
  answer: string;
  coherence: CoherenceReading;
  features: Features;
}

/** Every graded answer outside HELD_OUT, read as the rater reads it. */
function examplesOf(items: readonly GradedSetItem[]): Example[] {
  return items
    .filter((item) => item.grade > 0 && !HELD_OUT.includes(item.file))
    .map((item) => {
      const answer = asTheRaterReads(item.answer);
      const coherence = readCoherence(answer);
      return { ...item, answer, coherence, features: wholeReadingFeatures(item.question, answer, coherence) };
    });
}

/** A fixed-seed shuffle of a copy, so training is the same on every machine. */
const shuffled = <T>(list: readonly T[], seed: number): T[] => shuffledInPlace([...list], seeded(seed));

function train(examples: readonly Example[], label: (e: Example) => number, weight: (e: Example) => number, epochs: number): Float64Array {
  const w = new Float64Array(1 << BITS);
  const squares = new Float64Array(1 << BITS);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const e of shuffled(examples, 7 + epoch)) {
      let z = 0;
      for (const [slot, value] of e.features) z += w[slot] * value;
      const error = (logistic(z) - label(e)) * weight(e);
      for (const [slot, value] of e.features) {
        const g = error * value + L2 * w[slot];
        squares[slot] += g * g;
        w[slot] -= (RATE * g) / Math.sqrt(squares[slot] + 1e-8);
      }
    }
  }
  return w;
}

const isWeak = (e: Example): number => (e.grade <= 2 ? 1 : 0);
const weighed = (e: Example): number => (e.grade >= 4 ? GOOD_ANSWER_WEIGHT : 1);
const kindOf = (e: Example): WholeReadingKind => (e.category.startsWith('junk:') ? (e.category.slice(5) as WholeReadingKind) : 'weak');

/** Each weight as a step of 1/127 of the largest: the file stays under 1.3 MB, and no reading moves by more than the folds show. */
const stored = (w: Float64Array): StoredModel => int8Weights(w);

function trainAll(examples: readonly Example[], fingerprint: string): WholeReadingModelFile {
  const weakOnes = examples.filter((e) => isWeak(e) === 1);
  const kinds = [...new Set(weakOnes.map(kindOf))].sort();
  return {
    bits: BITS,
    trainedOn: [...new Set(examples.map((e) => e.file))],
    heldOut: HELD_OUT,
    fingerprint,
    weak: stored(train(examples, isWeak, weighed, EPOCHS)),
    kinds: Object.fromEntries(
      kinds.map((kind) => [
        kind,
        stored(
          train(
            weakOnes,
            (e) => (kindOf(e) === kind ? 1 : 0),
            () => 1,
            KIND_EPOCHS,
          ),
        ),
      ]),
    ),
  };
}

/** Each answer read by the reader itself, with the models trained without its tenth of the sets. */
function outOfFold(examples: readonly Example[], folds: number): Array<{ file: string; id: string; grade: number; category: string; reading: WholeReading }> {
  const files = [...new Set(examples.map((e) => e.file))].sort();
  const out = [];
  for (let k = 0; k < folds; k++) {
    const test = new Set(files.filter((_, i) => i % folds === k));
    const model = modelFrom(
      trainAll(
        examples.filter((e) => !test.has(e.file)),
        '',
      ),
    );
    for (const e of examples.filter((x) => test.has(x.file)))
      out.push({ file: e.file, id: e.id, grade: e.grade, category: e.category, reading: readAsAWhole(e.question, e.answer, e.coherence, model) });
  }
  return out;
}

function main(argv: readonly string[]): number {
  const items = gradedSetItems(DATA);
  const examples = examplesOf(items);
  const foldsAt = argv.indexOf('--folds');
  if (foldsAt >= 0) {
    const outAt = argv.indexOf('--out');
    const result = outOfFold(examples, Number(argv[foldsAt + 1]));
    writeFileSync(outAt >= 0 ? argv[outAt + 1] : 'whole-reading-folds.json', `${JSON.stringify(result)}\n`);
    process.stdout.write(`${result.length} answers read out of fold\n`);
    return 0;
  }
  const model = trainAll(examples, featureFingerprint(fingerprintAnswers(items)));
  writeFileSync(MODEL, `${JSON.stringify(model)}\n`);
  process.stdout.write(`trained on ${examples.length} graded answers of ${model.trainedOn.length} sets; kept out: ${HELD_OUT.join(', ')}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
