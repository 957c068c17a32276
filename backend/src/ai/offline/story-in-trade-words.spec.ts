import { rateAnswer } from './answer-rater.js';
import { tieToTheQuestion } from './tie-to-the-question.js';

/**
 * A story told in the trade's own words: what went wrong said in everyday words for things going wrong,
 * and the link to the question asked for in the question's own phrase. Answers written for this spec.
 */
describe('a failure told in everyday words', () => {
  it('counts "started sagging" and "had worn an oval" as what went wrong, and rates the story as a story', () => {
    const result = rateAnswer({
      question: 'Tell me about a time a piece failed on you and what you did about it.',
      topic: 'Job interview: blacksmith',
      answer:
        "two summers ago a set of garden gate hinges I forged for a client started sagging within a month. I went out, took one off and saw the pin had worn an oval in the knuckle because I had used mild steel for the pins. I replaced all six pins with tool steel, hardened and tempered them in my forge, and refitted them at no charge. the gate still swings true three years on and she sent me her neighbour's railings job.",
    });
    expect(result.feedback).not.toContain('tells of nothing that did');
    expect(result.rating).toBeGreaterThanOrEqual(4);
  });

  it('still caps a story in which nothing went wrong', () => {
    const result = rateAnswer({
      question: 'Tell me about a time a piece failed on you and what you did about it.',
      topic: 'Job interview: blacksmith',
      answer:
        'last spring I forged a set of fire irons for a pub in the village. I drew out the shafts, twisted the handles and finished them with beeswax. the landlord put them by the hearth and he was very pleased with them.',
    });
    expect(result.rating).toBeLessThanOrEqual(2);
    expect(result.feedback).toContain('tells of nothing that did');
  });
});

describe('the link to the question, in its own words', () => {
  it("turns the question into the speaker's opening line", () => {
    expect(tieToTheQuestion('Tell me about a time you had to say no to a senior stakeholder.', [])).toContain(
      '"The time I had to say no to a senior stakeholder was..."',
    );
    expect(tieToTheQuestion('Tell me about a time a piece failed on you and what you did about it.', [])).toContain('"The time a piece failed on me was..."');
    expect(tieToTheQuestion('tell me about a time you were asked to start work before everything was in place', [])).toContain(
      '"The time I was asked to start work before everything was in place was..."',
    );
    expect(tieToTheQuestion("Tell me about a bug you're proud of fixing.", [])).toContain('"A bug I\'m proud of fixing was..."');
  });
});

describe('a story told in the trade’s words, with its outcome told as what came after', () => {
  it('reads "re-hemmed" as the speaker’s action and "the following week" as what came of it', async () => {
    const { readAnswer } = await import('./answer-signals.js');
    const signals = readAnswer(
      'Tell me about a time a prop broke during a show.',
      'in the interval i re-glued the handle and clamped it. the stage manager added a prop check to the half-hour call the following week.',
    );
    expect(signals.ownActions.map((q) => q.marker)).toContain('i re-glued');
    expect(signals.results.length).toBeGreaterThan(0);
  });

  it('reads "an hour later the technician found it", "passed a rig test" and a procedure tightened "now" for what they are', async () => {
    const { readAnswer } = await import('./answer-signals.js');
    const question = 'Tell me about a time a test failed on your shift.';
    expect(
      readAnswer(question, 'i held the line closed and rang control. about an hour later the fitter found a cracked seal and replaced it.').results.length,
    ).toBeGreaterThan(0);
    expect(readAnswer(question, 'we changed the seal to a viton one and the new batch passed the leak test first time.').results.length).toBeGreaterThan(0);
    expect(
      readAnswer(question, 'we traced it to a cold morning, and i tightened up our procedure so we log the temperature at the start of every test now.').lessons
        .length,
    ).toBeGreaterThan(0);
  });

  it('reads "it never jammed again" and "after two weeks he could..." as what came of it', async () => {
    const { readAnswer } = await import('./answer-signals.js');
    const question = 'Tell me about a time you fixed something for good.';
    expect(
      readAnswer(question, 'i replaced the runner with a steel one and waxed the track. it never jammed again that season.').results.length,
    ).toBeGreaterThan(0);
    expect(
      readAnswer(question, 'we practised the transfer every morning. after two weeks of sessions he could get into the car on his own.').results.length,
    ).toBeGreaterThan(0);
  });

  it('does not fail as off the question a told story that names its subject, with the speaker’s actions and figures', () => {
    const result = rateAnswer({
      question: 'Describe how you helped a tenant keep their home.',
      topic: 'Job interview: housing officer',
      answer:
        'a tenant in her seventies had fallen eight weeks behind after her husband died. we sat down at her kitchen table, i claimed the bereavement payment with her and set up a repayment of five pounds a week. by christmas she was clear.',
    });
    expect(result.rating).toBeGreaterThan(2);
  });
});

describe('the opening line in the question’s own words', () => {
  it('turns "you" before a past verb into "I"', () => {
    expect(tieToTheQuestion('Tell me about a client whose independence you helped improve.', ['client'])).toContain(
      '"A client whose independence I helped improve was..."',
    );
  });
});
