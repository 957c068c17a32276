import { gradedAnswer, gradedSetItems } from '../eval/eval-set.js';
import { withApostrophes } from '../text/contractions.js';
import { findNonAnswer } from './answer-type.js';
import { rateAnswer } from './answer-rater.js';
import { untoldEvent } from './asked-event.js';
import { classifyQuestion } from './question-kind.js';

describe('the event a question turns on, told or not', () => {
  it.each([
    ['outside-ac-spoken-heldout.json', 'AC34', 'someone upset, difficult or refusing', 'an upset customer, answered with how the lost-property log was set up'],
    ['outside-af-spoken-heldout.json', 'AF29', 'a conflict of interest', 'a conflict of interest, answered with a valuation done well'],
    ['outside-ah-spoken-heldout.json', 'AH37', 'a disagreement', 'working with someone you disagreed with, answered with coaching the under 10s'],
    ['outside-ai-spoken-heldout.json', 'AI15', 'a negotiation', 'a rent review negotiated, answered with the estate compliance put right'],
    ['outside-v-spoken-heldout.json', 'V28', 'a design or piece of work rejected', 'designs rejected late, answered with how a collection is researched'],
    ['outside-x-spoken-heldout.json', 'X21', 'training someone', 'a new worker trained, answered with how the gin stand is kept'],
    ['outside-z-spoken-heldout.json', 'Z19', 'something damaged or broken down', 'the website going down, answered with a Black Friday planned well'],
  ])('%s %s is capped at 2 and told what the question turns on (%s: %s)', (file, id, what) => {
    // Each a good answer to another question of the same job, graded 2 by its writer and a second grader.
    const e = rateAnswer(gradedAnswer(file, id));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain(`The question turns on ${what}, and the answer tells nothing of it`);
  });

  it('a story that shows the event in everyday words is read as telling it', () => {
    const question = 'Tell me about a time you disagreed with your site manager.';
    expect(
      untoldEvent(
        question,
        'so last spring the site manager wanted the scaffold struck a day early and i said no because the render was still green and he wasnt having it so i showed him the cure times',
      ),
    ).toBeNull();
    expect(
      untoldEvent(
        question,
        'so last spring we had a big render job on a terrace of six houses and i set out the beads and mixed the base coat and we finished two days early and the client was really pleased with it',
      ),
    ).toEqual({ what: 'a disagreement' });
  });

  it('a question that only uses the words for something else asks for no event', () => {
    expect(
      untoldEvent('Some people think exams should be abolished. Do you agree or disagree?', 'i think exams are useful because they show what you know'),
    ).toBeNull();
    // A plan for a nervous patient need not say "nervous": only a story has to show what made it that story.
    expect(untoldEvent('How would you help a nervous patient?', 'i would explain each step before i do it and agree a stop signal with them')).toBeNull();
  });

  it('reads none of the answers graded 3 to 5 in any graded set so', () => {
    const read = gradedSetItems().filter(
      (item) => item.grade >= 3 && findNonAnswer(item.question, withApostrophes(item.answer), classifyQuestion(item.question))?.kind === 'untold-event',
    );
    expect(read.map((item) => `${item.file} ${item.id}`)).toEqual([]);
  });
});
