import { gradedAnswer } from '../eval/eval-set.js';
import { measureRelevance } from '../text/relevance.js';
import { rateAnswer } from './answer-rater.js';
import { findRedFlags } from './red-flags.js';
import { findUnsafeMeaning } from './unsafe-meaning.js';
import { answerSentences } from './answer-signals.js';

/**
 * Round 23's blind coach read 30 outputs of sets CC and CD (eval/data/grading/general-cc-cd-30-single*). What it found
 * wrong, mended; each case is the coach's or written for this spec in the same shape.
 */
describe('round 23 coach: faults named that are not there', () => {
  it('"most of the time the customers don\'t even notice" is a gap covered, not counting on nobody checking (CC53)', () => {
    expect(findUnsafeMeaning("we just sorted it out, you ring round and find something, and most of the time the customers don't even notice")).toEqual([]);
    expect(findUnsafeMeaning("i don't redo the labels, the customers never check the dates anyway")[0]?.what).toBe('counting on nobody checking');
  });

  it('a complaint made "officially" to the steward is the rule followed, not gone round (CC14)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cc-heldout.json', 'CC14'));
    expect(rated.feedback).not.toContain('knowing the rule and going round it');
    expect(rated.rating).toBeGreaterThanOrEqual(3);
    const flags = findRedFlags(
      'How do you make sure the results you release are right?',
      "strictly speaking there's a second check but i sign it off myself to save time",
      'Job interview: lab technician',
    );
    expect(flags.map((flag) => flag.what)).toContain('knowing the rule and going round it');
  });

  it('"leadership outside the classroom" is not asked to speak of the classroom, nor "beyond your competence" of competence', () => {
    const captain = measureRelevance(
      'What is one way you have shown leadership outside the classroom?',
      'so i am the captain of my soccer team and i lead the warmups every week and talk to the coach for the team',
    );
    expect(captain.onTopic).toBe(true);
    expect(captain.missed).not.toContain('classroom');
    const escalated = measureRelevance(
      'Tell me about a time you recognised something was beyond your competence and escalated it.',
      'last winter a customer asked me to rewire a consumer unit, i could see it needed a three phase supply i had never worked on so i stopped and rang our senior electrician who took it on',
    );
    expect(escalated.terms).not.toContain('competence');
  });
});

describe('round 23 coach: reasons the answer already gives are not asked for', () => {
  it.each([
    // C20 (CC30): "every clause has an owner, a lawyer who signs off changes, so nobody edits text straight in production".
    ['outside-cc-heldout.json', 'CC30'],
    // C13 (CD50): "the principle i use is the stakes have to be personal and the consequence has to be visible".
    ['outside-cd-heldout.json', 'CD50'],
  ])('%s %s', (file, id) => {
    const rated = rateAnswer(gradedAnswer(file, id));
    expect(rated.feedback).not.toContain('Give the reason for each step');
    expect(rated.rating).toBeGreaterThanOrEqual(4.3);
  });

  it('still asks for reasons where none is given', () => {
    const rated = rateAnswer({
      topic: 'Job interview: bicycle mechanic',
      question: 'How do you service a hydraulic disc brake?',
      answer:
        'first i take the wheel off and check the pads for wear, then i clean the calipers with brake cleaner, then i push the pistons back and check they move evenly, then i bleed the system from the lever down to the caliper and refit the wheel and test the lever feel',
    });
    expect(rated.feedback).toContain('Give the reason for each step');
  });
});

describe('round 23 coach: cuts in the example answer', () => {
  it('keeps the state a step leaves with the step: "nip the pebble so the tops are flat" (CC50)', () => {
    const pieces = answerSentences(
      "in the morning i'm in three hours before the first end, scrape again, pebble with warm water, two passes, one fine and one a bit coarser, then i nip the pebble so the tops are flat and throw a few test stones to check the curl and the speed.",
    );
    expect(pieces.some((piece) => piece.includes('nip the pebble so the tops are flat'))).toBe(true);
    const rated = rateAnswer(gradedAnswer('outside-cc-heldout.json', 'CC50'));
    expect(rated.example_answer).not.toMatch(/nip the pebble\. The tops/i);
  });
});
