import { gradedAnswer } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';

/**
 * Round 15: answers that sum themselves up in a line anyone could say and name little the listener can picture,
 * graded 3 by their writers (and a second grader) and rated 3.9-4.4 before. See `eval/data/README.md`, round 15.
 */
describe('an answer summed up in a platitude', () => {
  it.each([
    ['outside-w-spoken-heldout.json', 'W22', 'for me the important is to be patient and listen'],
    ['outside-y-spoken-heldout.json', 'Y22', "i think it's just about staying calm"],
    ['outside-x-spoken-heldout.json', 'X10', "i think it's just about being patient"],
  ])('%s %s ("%s ..."): adequate, at most 3.4, and told why', (file, id, line) => {
    const e = rateAnswer(gradedAnswer(file, id));
    expect(e.rating).toBeLessThanOrEqual(3.4);
    expect(e.rating).toBeGreaterThanOrEqual(2.5);
    expect(e.feedback).toContain(`a line anyone could say ("${line}`);
  });

  it('the same closing line after a specific story is a closing remark: the story is rated on what it tells', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you dealt with a difficult client.',
      answer:
        'last march a bride came in three weeks before her wedding furious because another shop had altered her dress two sizes too small so i measured her again took the side seams out by 4 centimetres let in a lace panel from the train and did two more fittings on the 10th and the 17th she wore it on the 24th and sent us photos and her sister booked us for her own dress i think its just about being patient',
      topic: 'bridal seamstress',
    });
    expect(e.rating).toBeGreaterThan(3.4);
    expect(e.feedback).not.toContain('a line anyone could say');
  });
});
