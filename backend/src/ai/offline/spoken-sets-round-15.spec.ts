import { readFileSync } from 'node:fs';
import { gradedAnswer } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';
import { findAgreementSlips } from './verb-agreement.js';

/**
 * Round 15: what two blind coaches found wrong in the feedback on sets AP and AQ (`outside-{ap,aq}-spoken-heldout.json`,
 * written and graded blind, measured before they were read): tips asking for a part the answer has, and a view read
 * as a definition. See `eval/data/README.md`, round 15.
 */
const rated = (set: 'ap' | 'aq', id: string) => rateAnswer(gradedAnswer(`outside-${set}-spoken-heldout.json`, id));

describe('spoken sets AP and AQ, round 15: no tip asks for what the answer says', () => {
  it('AP11, "that day i make one hundred and twenty bunches and the supervisor accept all of them": an ending with a figure is how it ended', () => {
    const e = rated('ap', 'AP11');
    expect(e.feedback).not.toContain('End with the outcome');
    // Round 17: "the supervisor accept all of them nothing rejected" is read as the outcome itself.
    expect(e.feedback).toMatch(/You (said how it ended|finished with an outcome): "[^"]*(that day i make one hundred|the supervisor accept all of them)/);
  });

  it('AQ2, "we lost the afternoon but finished that section next morning": the ending is specific already', () => {
    expect(rated('aq', 'AQ2').feedback).not.toContain('Make the ending specific');
  });

  it('AQ16, "afterwards i ran a session with the team on recording bruising": a change made since is the lesson', () => {
    expect(rated('aq', 'AQ16').feedback).not.toContain('Add what you learned');
  });

  it('AQ9, "i think that was a big learning moment for me about checking": a lesson', () => {
    expect(rated('aq', 'AQ9').feedback).not.toContain('Add what you learned');
  });

  it('AP35, "one sunday morning i got a call at about seven": the scene is set', () => {
    const e = rated('ap', 'AP35');
    expect(e.feedback).not.toContain('Start with one sentence that sets the scene');
    expect(e.feedback).toContain('You set the scene');
  });

  it('AP39, "well the key things are that its open and well documented": a position in the first sentence', () => {
    const e = rated('ap', 'AP39');
    expect(e.feedback).not.toContain('State your position in the first sentence');
    expect(e.feedback).toContain('You took a clear position');
  });

  it('AQ37, "for me a good harvest day is when the weather is right": a view on what makes a good one, not a definition', () => {
    const e = rated('aq', 'AQ37');
    expect(e.feedback).not.toContain('It defines the subject');
    expect(e.rating).toBeGreaterThanOrEqual(3);
  });

  it('a hypothetical question answered "so the core of it for me is the three way match" is still not rated as an answer to it', () => {
    // Item 27 of outside-o-heldout.json (written blind, graded 2: an answer to another question of the same job).
    const items = JSON.parse(readFileSync(new URL('../eval/data/outside-o-heldout.json', import.meta.url), 'utf8')) as Array<{
      question: string;
      answer: string;
      topic: string;
    }>;
    const e = rateAnswer(items[26]);
    expect(items[26].answer).toMatch(/^so the core of it for me is the three way match/);
    expect(e.rating).toBeLessThanOrEqual(2);
  });

  it('AP9, "i recommended she live with her mum": the subjunctive is not "put right" as "she lived", and the example keeps it', () => {
    const e = rated('ap', 'AP9');
    expect(e.feedback).not.toContain('say "she lived"');
    expect(e.example_answer).not.toContain('she lived with her mum');
  });

  it('"we agree he send me message at half time" is still put right: only verbs that demand it take the subjunctive', () => {
    const slips = findAgreementSlips(gradedAnswer('outside-ab-spoken-heldout.json', 'AB18').answer);
    expect(slips.map((slip) => slip.said)).toContain('he send');
  });

  it('a model answer does not open on "Yes", "Oh" or "Sure" (AA34: "yes we have quite many of these")', () => {
    const e = rateAnswer(gradedAnswer('outside-aa-spoken-heldout.json', 'AA34'));
    expect(e.example_answer).toMatch(/^\*\*[A-Za-z]+:\*\* We have quite many of these/);
  });

  it('AP4 and AP28: an outline for software ("flight software", "debugging a driver") names its checks, not permits and isolation', () => {
    for (const id of ['AP4', 'AP28']) {
      const e = rated('ap', id);
      expect(e.example_answer).not.toContain('permits, isolation');
      expect(e.example_answer).toContain('what you checked or measured');
    }
  });
});
