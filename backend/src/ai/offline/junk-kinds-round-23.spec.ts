import { gradedAnswer } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';

/**
 * Round 23: definitions the opening-sentence pattern missed in sets BY and CB (written and graded blind, held out of
 * every model's training), and answers written for this spec in roles the blind sets did not use.
 */
describe('round 23: a definition where a way of working was asked', () => {
  it.each([
    // "a lichen isn't a single organism, it's a symbiotic partnership...": defined by what it is not.
    ['outside-by-heldout.json', 'BY36'],
    // "SAYE, save as you earn or sharesave, is an HMRC tax-advantaged all-employee plan...": the term, then its long name.
    ['outside-cb-heldout.json', 'CB19'],
  ])('caps %s %s and says it defines the subject', (file, id) => {
    const rated = rateAnswer(gradedAnswer(file, id));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('It defines the subject instead of answering what was asked');
  });

  it('reads the same shapes in another trade', () => {
    const rated = rateAnswer({
      topic: 'Job interview: beekeeper (commercial apiary)',
      question: 'How would you deal with a colony that has started to swarm in May?',
      answer:
        "so swarming, the colony's natural way of reproducing, is a process where the old queen leaves with around half the workers and settles somewhere new while the remaining bees raise a new queen from the queen cells, and it usually happens in late spring when the colony is strong and the brood nest is crowded",
    });
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('It defines the subject');
  });

  it('does not take a way of working told with the same words for a definition', () => {
    const rated = rateAnswer({
      topic: 'Job interview: beekeeper (commercial apiary)',
      question: 'How would you deal with a colony that has started to swarm in May?',
      answer:
        "swarming isn't something you stop once it's started so first i'd find where the swarm has clustered, usually a branch nearby, shake it into a box with a sheet over it and hive it that evening, then i'd go back to the parent colony, knock down all but one good queen cell and check for eggs a week later. last may i caught two that way and both were laying within three weeks",
    });
    expect(rated.rating).toBeGreaterThanOrEqual(3.5);
    expect(rated.feedback).not.toContain('It defines the subject');
  });
});
