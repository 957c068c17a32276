import { readFileSync } from 'node:fs';
import { gradedAnswer, gradedSetItems } from '../eval/eval-set.js';
import { fingerprintAnswers, HELD_OUT } from '../eval/held-out-of-training.js';
import { judgeAnswer, rateAnswer } from './answer-rater.js';
import type { WholeReadingModelFile } from './whole-reading.js';
import { BITS, featureFingerprint } from './whole-reading-features.js';

/**
 * Round 22: the answer read as a whole by a model learned from the graded sets. The eight sets BW-CD were written and
 * graded blind by helpers who never saw the rater, after the model's design was fixed, and are kept out of its training.
 */
const heldOut = gradedSetItems().filter((item) => HELD_OUT.includes(item.file));
const byTheWholeReading = (why: string | undefined): boolean => why?.startsWith('Read as a whole') === true;

describe('the answer read as a whole', () => {
  it('ships a model the reader can use, trained on the features it computes and without the sets that measure it', () => {
    const model = JSON.parse(readFileSync(new URL('../../../assets/whole-reading-model.json', import.meta.url), 'utf8')) as WholeReadingModelFile;
    expect(model.bits).toBe(BITS);
    expect(model.heldOut).toEqual(HELD_OUT);
    expect(model.trainedOn.filter((file) => HELD_OUT.includes(file))).toEqual([]);
    // Trained on the features the reader computes today: a change to them fails here until `npm run ai:train`.
    expect(featureFingerprint(fingerprintAnswers(gradedSetItems()))).toBe(model.fingerprint);
    expect(Object.keys(model.kinds).sort()).toEqual(expect.arrayContaining(['advice', 'chat', 'definition', 'job-ad', 'paraphrase', 'word-salad']));
  });

  it('on the eighteen held-out sets, holds more junk at 2 or below than the rules alone, and caps two answers graded 4 or 5 only', () => {
    expect(heldOut.length).toBe(1080);
    let junkAboveTwo = 0;
    let junkAboveTwoByTheRules = 0;
    const goodAnswersCapped: string[] = [];
    for (const item of heldOut) {
      const now = judgeAnswer(item);
      const rules = judgeAnswer(item, { wholeReading: false });
      if (item.category.startsWith('junk')) {
        if (now.rating > 2) junkAboveTwo += 1;
        if (rules.rating > 2) junkAboveTwoByTheRules += 1;
      }
      if (item.grade >= 4 && byTheWholeReading(now.cap?.why)) goodAnswersCapped.push(item.id);
    }
    // Measured at round 22 on BW-CB: 64 of 204 junk answers above 2 by the rules alone, 27 with the whole reading; at
    // round 23 on BW-CD: 71 of 272 and 26; at round 24 on BW-CF: 84 of 340 and 28.
    expect(junkAboveTwo).toBeLessThan(junkAboveTwoByTheRules / 2);
    // CJ50 (round 26, written after the model): a 67-word checklist for a safety net ("i walk every tie-off ... under six
    // metres") read as general talk at 0.68 against a cap from 0.65. No rule tells it from the seven answers to another
    // question that the reading holds at 2 (a practice question, four steps or more, a number: all graded 2, rated 4.5-5 by
    // the rules alone), so it stays capped and is counted here. CM32 (round 27, the same kind: an airworthiness engineer's
    // checklist for directives, with a case) is read at the same 'general talk'; freeing a practice of four steps or more
    // backed by three past actions lifted four answers to another question graded 2 to 4.5-5, so both are counted; a
    // third fails.
    expect(goodAnswersCapped).toEqual(['CJ50', 'CM32']);
  });

  it('says what the answer was read as, quotes its own words, and praises nothing', () => {
    // BW27: advice on how to answer, fluent enough that no rule's phrase catches it (the rules alone rate it 4.3).
    const input = gradedAnswer('outside-bw-heldout.json', 'BW27');
    const rated = rateAnswer(input);
    expect(rated.rating).toBeLessThanOrEqual(2);
    const quoted = /Read as a whole, it sounds like advice on how to answer rather than an answer \("([^"]+)"\)/.exec(rated.feedback)?.[1];
    expect(quoted).toBeDefined();
    expect(input.answer.toLowerCase()).toContain(quoted);
    expect(rated.feedback).toContain('Nothing in this answer can be credited yet');
    expect(rated.example_answer).not.toContain(quoted);
  });

  it('beside a note to the grader, says once that the answer cannot score above 2', () => {
    // BZ11 (its blind coach: "says 'cannot score above 2' twice"): a note asking for a five, and nothing else to rate.
    const rated = rateAnswer(gradedAnswer('outside-bz-heldout.json', 'BZ11'));
    expect(rated.rating).toBeLessThan(1.5);
    expect(rated.rating_explanation).toContain('text addressed to whoever grades it');
    expect(rated.rating_explanation.match(/cannot score above/g)).toHaveLength(1);
  });
});
