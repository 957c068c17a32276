import { gradedAnswer, gradedSetItems } from '../eval/eval-set.js';
import { withApostrophes } from '../text/contractions.js';
import { findNonAnswer } from './answer-type.js';
import { rateAnswer } from './answer-rater.js';
import { classifyQuestion } from './question-kind.js';

describe('an answer that puts the question off', () => {
  it('"it would depend on so many things ... id probably just see how things went on the day and take it from there": no plan, failed and said why', () => {
    // Spoken set AC, written and graded blind: graded 2 by both graders ("deflects with 'it depends'").
    const e = rateAnswer(gradedAnswer('outside-ac-spoken-heldout.json', 'AC22'));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('It puts the question off');
  });

  it('"nothing major really springs to mind ... what i can tell you about is a pip appeal": a mistake asked for, a success told instead', () => {
    const e = rateAnswer(gradedAnswer('outside-ab-spoken-heldout.json', 'AB34'));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('It puts the question off');
  });

  it('"thats a good question ... its quite hard to say ... i wouldnt really frame it as losing money": the campaign is never named', () => {
    const e = rateAnswer(gradedAnswer('outside-z-spoken-heldout.json', 'Z9'));
    expect(e.rating).toBeLessThanOrEqual(2);
  });

  it('one such phrase before a real answer is fair speech', () => {
    const e = rateAnswer({
      question: 'What would you do if a guest complained that their room was not clean?',
      answer:
        "It depends a bit on the guest, but I would apologise straight away, look at the room with them, and either move them to a clean room or have housekeeping redo it within twenty minutes. Then I'd note it for the housekeeping manager so the same room gets checked before the next arrival.",
      topic: 'hotel receptionist',
    });
    expect(e.rating).toBeGreaterThanOrEqual(3);
    expect(e.feedback).not.toContain('It puts the question off');
  });

  it('reads none of the answers graded 3 to 5 in any graded set as putting the question off', () => {
    const readAsEvasive = gradedSetItems().filter(
      (item) => item.grade >= 3 && findNonAnswer(item.question, withApostrophes(item.answer), classifyQuestion(item.question))?.kind === 'evasion',
    );
    expect(readAsEvasive.map((item) => `${item.file} ${item.id}`)).toEqual([]);
  });
});
