import { readFileSync } from 'node:fs';
import { gradedAnswer, gradedSetItems } from '../eval/eval-set.js';
import { fingerprintAnswers, HELD_OUT } from '../eval/held-out-of-training.js';
import { rateAnswer } from './answer-rater.js';
import { readCoherence } from './coherence.js';
import { ORDER_BITS, orderClauses, wordOrderFingerprint, type WordOrderModelFile } from './word-order.js';
import { asTheRaterReads } from './whole-reading-features.js';

/**
 * Round 23: phrases cut apart and put back out of order, read by a model that learned where a phrase breaks off from
 * the fluent graded answers and their own shuffles. The eight held-out sets (BW-CD, written and graded blind) were
 * never read by its trainer.
 */
const heldOut = gradedSetItems().filter((item) => HELD_OUT.includes(item.file));
const readsOutOfOrder = (answer: string): boolean => readCoherence(asTheRaterReads(answer)).verdict === 'shuffled';

describe('phrases put out of order', () => {
  it('ships a model trained on the units the reader reads, without the sets that measure it', () => {
    const model = JSON.parse(readFileSync(new URL('../../../assets/word-order-model.json', import.meta.url), 'utf8')) as WordOrderModelFile;
    expect(model.bits).toBe(ORDER_BITS);
    expect(model.trainedOn.length).toBeGreaterThan(70);
    expect(model.trainedOn.filter((file) => HELD_OUT.includes(file))).toEqual([]);
    // A change to the words it reads (fillers, the language model's units, clause ends) fails here until `npm run ai:train`.
    expect(wordOrderFingerprint(fingerprintAnswers(gradedSetItems()).map((item) => asTheRaterReads(item.answer)))).toBe(model.fingerprint);
  });

  it('on the eighteen held-out sets, finds most of the written shuffles and no answer graded 3-5', () => {
    const shuffles = heldOut.filter((item) => item.category === 'junk:shuffled');
    expect(shuffles.length).toBe(54);
    // Measured at round 23: BW-CB 15 of 18 (13 by this model; the bigram measures alone: 9); CC-CD, written after the
    // model, 3 of 6 (CC's three, cut in runs of six to ten words, are missed); at round 24 CE-CF, written after it, 5 of 6; at round 25 CG-CH, 5 of 6.
    expect(shuffles.filter((item) => readsOutOfOrder(item.answer)).length).toBeGreaterThanOrEqual(27);
    expect(heldOut.filter((item) => item.grade >= 3 && readsOutOfOrder(item.answer)).map((item) => item.id)).toEqual([]);
  });

  it('holds a shuffle of short phrases at a no-answer and says the words are out of order', () => {
    // BZ12: a patient told of an amputation, cut into runs of two to five words; every word pair of English reads well
    // enough that the bigram measures passed it, and the rater gave it 4.5.
    const rated = rateAnswer(gradedAnswer('outside-bz-heldout.json', 'BZ12'));
    expect(rated.rating).toBeLessThan(1.5);
    expect(rated.feedback).toContain('The words are not in an order that makes English sentences');
    expect(rated.feedback).toContain('Nothing in this answer can be credited yet');
  });

  it('does not read across a stop, comma or question mark the transcript marks', () => {
    const clauses = orderClauses('so first I checked the rota. um then, I called the agency? yes and they came');
    expect(clauses.map((units) => units.length)).toEqual([5, 1, 4, 4]);
  });
});
