import { rateAnswer } from '../offline/answer-rater.js';
import { otherOpeningSubject, pointsBackToTheQuestion } from './opening-subject.js';

/**
 * An answer that announces another subject in its first words answers another question. Answers written
 * for these tests, in roles the bank does not name.
 */
describe('the subject an answer opens on', () => {
  const question = 'What would you do if a guest complained that their room had not been cleaned?';

  it('reads the subject announced in the first words when the question asks about none of it', () => {
    expect(otherOpeningSubject(question, 'so for wedding banquets i plan the seating two weeks ahead, with the florist and the band.')).toBe(
      'for wedding banquets',
    );
    expect(otherOpeningSubject(question, 'um the way i run a stocktake is one bay at a time, counted twice.')).toBe('the way i run a stocktake');
  });

  it("leaves an opening on the question's own subject, a close word for it, or a story's setting alone", () => {
    expect(otherOpeningSubject(question, 'so for a room that was missed i apologise first and send housekeeping up at once.')).toBeNull();
    expect(otherOpeningSubject(question, 'for housekeeping complaints i go up myself with the supervisor.')).toBeNull();
    expect(otherOpeningSubject(question, 'in my last hotel a guest rang down at midnight about an unmade bed.')).toBeNull();
    expect(otherOpeningSubject(question, 'for me the first thing is to listen and apologise.')).toBeNull();
  });

  it('fails a strong answer that sets out to answer another question of the same job', () => {
    const answer =
      'so for wedding banquets i plan the seating two weeks ahead with the couple, then i brief the servers on the timings, the speeches and any allergies, and on the day i run the floor from a printed running order. last june we served two hundred guests in ninety minutes and the couple wrote to the general manager to thank the team.';
    const rated = rateAnswer({ question, answer, topic: 'Job interview: hotel duty manager' });
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('It opens on "for wedding banquets", which is not what the question asks about');
  });

  it("reads an opening that points back at the question's own subject, and not an opinion's 'it'", () => {
    expect(pointsBackToTheQuestion('so i split it into three short rounds with a quiz after each.')).toBe(true);
    expect(pointsBackToTheQuestion('had exactly that in march, a regular who wanted her money back.')).toBe(true);
    expect(pointsBackToTheQuestion('this happened to me on a night shift last winter.')).toBe(true);
    expect(pointsBackToTheQuestion('i think it depends on the team.')).toBe(false);
    expect(pointsBackToTheQuestion('the first thing i check is the pressure.')).toBe(false);
  });

  it("does not fail as off the question an answer in the trade's own words that opens on the question's 'it'", () => {
    const rated = rateAnswer({
      question: 'How do you keep a choir rehearsal from dragging on a weeknight?',
      answer:
        'so i break it into three blocks of twenty minutes. warm-ups are five minutes, then the hardest passage while voices are fresh, and i finish on something they already sing well. i stopped doing full run-throughs every week, and last term the basses stopped drifting in after the break, numbers went from twenty-two to thirty.',
      topic: 'Job interview: community choir leader',
    });
    expect(rated.rating).toBeGreaterThan(2);
    expect(rated.feedback).not.toContain('does not speak to what the question asks about');
  });

  it('does not show "Relevance 0%" beside an answer found to speak to the question in the trade\'s words', () => {
    const rated = rateAnswer({
      question: 'How do you handle a seller whose asking price is far too high?',
      answer:
        "i deal with it at the valuation, not after two months of silence on the market. last autumn a couple wanted four hundred and twenty thousand for their semi because a neighbour's had gone for that. i showed them the three closest comparables from the last six months, walked them through the differences, the extension, the garage, and suggested three ninety-five. they listed at three ninety-five and it sold in five weeks.",
      topic: 'Job interview: estate agent',
    });
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('Relevance 0%');
    expect(rated.feedback).not.toContain('which the answer does not address');
  });
});
