import { writeFileSync } from 'node:fs';
import { gradedSetItems, type GradedSetItem } from './eval-set.js';
import { asTheRaterReads } from '../offline/whole-reading-features.js';
import {
  gapSlots,
  ORDER_BITS,
  ORDER_MIN_WORDS,
  orderClauses,
  readWordOrder,
  wordOrderFingerprint,
  wordOrderModelFrom,
  type WordOrderModelFile,
} from '../offline/word-order.js';
import { int8Weights, seeded, shuffledInPlace } from './fixed-seed.js';
import { fingerprintAnswers, HELD_OUT } from './held-out-of-training.js';

/**
 * Learns backend/assets/word-order-model.json (see offline/word-order.ts) from the fluent graded answers: every gap
 * between two of their words is "no break"; each answer is also cut into runs of one to six words, put back in a
 * seeded random order, SHUFFLES times, and each gap between two runs is "a break". Logistic regression by AdaGrad
 * with fixed seeds, so the same data gives the same file. Answers written as shuffles or word salad are left out
 * (their gaps are breaks nobody marked), and so are the sets in HELD_OUT.
 * `-- --folds 5 --out F` writes each answer's reading by a model trained without its fifth of the sets.
 */
const DATA = new URL('../../../src/ai/eval/data/', import.meta.url);
const MODEL = new URL('../../../assets/word-order-model.json', import.meta.url);

const SHUFFLES = 2;
const LONGEST_RUN = 6;
const EPOCHS = 6;
const RATE = 0.05;
const L2 = 1e-6;

interface Gap {
  slots: number[];
  isBreak: number;
}

const isFluent = (item: GradedSetItem): boolean => !/shuffled|salad/.test(item.category);

function gapsOf(items: readonly GradedSetItem[]): Gap[] {
  const random = seeded(11);
  const gaps: Gap[] = [];
  for (const item of items) {
    const clauses = orderClauses(asTheRaterReads(item.answer));
    const units = clauses.flat();
    if (units.length < ORDER_MIN_WORDS) continue;
    for (const clause of clauses) for (let i = 0; i + 1 < clause.length; i++) gaps.push({ slots: gapSlots(clause, i), isBreak: 0 });
    for (let round = 0; round < SHUFFLES; round++) {
      const runs: string[][] = [];
      for (let at = 0; at < units.length;) {
        const length = 1 + Math.floor(random() * LONGEST_RUN);
        runs.push(units.slice(at, at + length));
        at += length;
      }
      const shuffled: string[] = [];
      const startsRun: boolean[] = [];
      for (const run of shuffledInPlace(runs, random))
        run.forEach((unit, k) => {
          shuffled.push(unit);
          startsRun.push(k === 0);
        });
      for (let i = 0; i + 1 < shuffled.length; i++) gaps.push({ slots: gapSlots(shuffled, i), isBreak: startsRun[i + 1] ? 1 : 0 });
    }
  }
  return gaps;
}

function train(gaps: readonly Gap[]): Float64Array {
  const w = new Float64Array(1 << ORDER_BITS);
  const squares = new Float64Array(1 << ORDER_BITS);
  const order = Array.from(gaps.keys());
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (const index of shuffledInPlace(order, seeded(7 + epoch))) {
      const gap = gaps[index];
      let z = 0;
      for (const slot of gap.slots) z += w[slot];
      const error = 1 / (1 + Math.exp(-z)) - gap.isBreak;
      for (const slot of gap.slots) {
        const g = error + L2 * w[slot];
        squares[slot] += g * g;
        w[slot] -= (RATE * g) / Math.sqrt(squares[slot] + 1e-8);
      }
    }
  }
  return w;
}

function stored(w: Float64Array, trainedOn: string[], fingerprint: string): WordOrderModelFile {
  return { bits: ORDER_BITS, ...int8Weights(w), trainedOn, fingerprint };
}

const learnable = (items: readonly GradedSetItem[]): GradedSetItem[] => items.filter((item) => isFluent(item) && !HELD_OUT.includes(item.file));

function modelOf(items: readonly GradedSetItem[], fingerprint: string): WordOrderModelFile {
  return stored(train(gapsOf(items)), [...new Set(items.map((item) => item.file))], fingerprint);
}

/** Every graded answer (shuffles and held-out sets included) read by a model trained without its fifth of the sets. */
function outOfFold(items: readonly GradedSetItem[], folds: number): Array<{ file: string; id: string; grade: number; category: string; order: number }> {
  const files = [...new Set(items.map((item) => item.file))].sort();
  const out = [];
  for (let k = 0; k < folds; k++) {
    const test = new Set(files.filter((_, i) => i % folds === k));
    const model = wordOrderModelFrom(modelOf(learnable(items.filter((item) => !test.has(item.file))), ''));
    for (const item of items.filter((x) => test.has(x.file)))
      out.push({ file: item.file, id: item.id, grade: item.grade, category: item.category, order: readWordOrder(asTheRaterReads(item.answer), model) });
  }
  return out;
}

function main(argv: readonly string[]): number {
  const items = gradedSetItems(DATA).filter((item) => item.grade > 0);
  const foldsAt = argv.indexOf('--folds');
  if (foldsAt >= 0) {
    const outAt = argv.indexOf('--out');
    const result = outOfFold(items, Number(argv[foldsAt + 1]));
    writeFileSync(outAt >= 0 ? argv[outAt + 1] : 'word-order-folds.json', `${JSON.stringify(result)}\n`);
    process.stdout.write(`${result.length} answers read out of fold\n`);
    return 0;
  }
  const fingerprint = wordOrderFingerprint(fingerprintAnswers(items).map((item) => asTheRaterReads(item.answer)));
  const model = modelOf(learnable(items), fingerprint);
  writeFileSync(MODEL, `${JSON.stringify(model)}\n`);
  process.stdout.write(`word order: trained on the fluent answers of ${model.trainedOn.length} sets; kept out: ${HELD_OUT.join(', ')}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
