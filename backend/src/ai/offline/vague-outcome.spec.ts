import { gradedAnswer } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';

/**
 * Round 15: a story whose only outcome is vague ("it went well i think") is not praised for finishing with an outcome
 * (blind coaches marked that feedback wrong on AN20), and is rated good, not excellent. See `eval/data/README.md`.
 */
describe('a story whose only outcome is vague', () => {
  it('AN20, "so the meeting happened and it went well i think": asked what came of it, not praised for an outcome', () => {
    const e = rateAnswer(gradedAnswer('outside-an-spoken-heldout.json', 'AN20'));
    expect(e.feedback).not.toContain('You finished with an outcome');
    expect(e.feedback).toContain('Say what came of it: your ending ("...so the meeting happened and it went well i think...") does not say what changed');
    expect(e.rating).toBeGreaterThanOrEqual(3.5);
  });

  it('AE37, "after this i think it was fine", graded 4 by its writer and a second grader: good, not excellent, with its own example', () => {
    const e = rateAnswer(gradedAnswer('outside-ae-spoken-heldout.json', 'AE37'));
    expect(e.rating).toBeLessThanOrEqual(4.4);
    expect(e.rating).toBeGreaterThanOrEqual(3.8);
    expect(e.example_answer).not.toContain('A real answer');
    expect(e.feedback.match(/Say what came of it/g)).toHaveLength(1);
  });

  it('an ending that says what changed is an outcome, however it is worded', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you calmed down an angry passenger.',
      answer:
        'on a night bus last winter a man was shouting at a woman about her pram blocking the aisle so i stopped at the next stop went back and spoke to him quietly i asked the woman if she wanted to move nearer the front and i radioed control to have a supervisor meet us at the depot after that he was quieter and it was fine for the rest of the trip and control logged it so the next driver knew',
      topic: 'bus driver',
    });
    expect(e.feedback).toContain('You finished with an outcome');
    expect(e.feedback).not.toContain('Say what came of it');
  });
});
