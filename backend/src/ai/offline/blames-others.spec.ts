import { withApostrophes } from '../text/contractions.js';
import { findBlame } from './blames-others.js';
import { rateAnswer } from './answer-rater.js';
import { gradedAnswer, gradedSetItems } from '../eval/eval-set.js';

/**
 * Answers that push the problem onto others and talk down to the people the job serves. The answers are from the
 * spoken sets Q and T (`outside-{q,t}-spoken*.json`), written and graded blind: every one graded 2 by two graders.
 */

describe('blaming others and talking down to the people served', () => {
  it.each([
    ['outside-t-spoken-heldout.json', 'T2', 'a holiday rep: guests "moaning", "it\'s not my fault", "not babysit"'],
    ['outside-t-spoken-heldout.json', 'T22', 'a fence installer: "it\'s not on me", "that\'s their mess", customers "try this on"'],
    ['outside-t-spoken-heldout.json', 'T32', 'a link worker: people who "don\'t want to help themselves", "it waste my time"'],
    ['outside-q-spoken.json', 'T17', 'a hire desk: "look mate i\'m not stupid", the charge waived "to get rid of him"'],
    ['outside-q-spoken.json', 'T26', 'a hall keeper: "make sure they know who\'s boss", "they walk all over you"'],
  ])('%s %s (%s) is capped at 2 and told why, with what to say instead', (file, id) => {
    const e = rateAnswer(gradedAnswer(file, id));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('pushing the problem onto others and talking down to the people you serve');
    expect(e.feedback).toContain('own your part of it');
    // No model answer is built from it: the outline says what a real answer has.
    expect(e.example_answer).toContain('A real answer');
  });

  it('one fair word is no flag: "even though it wasn\'t my fault i apologised" (a sentence written for this test)', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you dealt with a guest complaint.',
      answer:
        "last summer a family complained that their room smelled of smoke and even though it wasn't my fault i apologised straight away and moved them to a sea view room on the fourth floor then i asked housekeeping to deep clean the old room and i logged it so the manager could follow up with the guest who had smoked and the family wrote a five star review naming me",
      topic: 'hotel receptionist',
    });
    expect(e.feedback).not.toContain('pushing the problem onto others');
    expect(e.rating).toBeGreaterThan(3);
  });

  it.each([
    ['outside-ab-spoken-heldout.json', 'AB20', 'a catering engineer: "these kitchens never descale anything", "treat the kit like a skip"'],
    [
      'outside-ab-spoken-heldout.json',
      'AB32',
      'a tenant liaison officer: "oh theres always one", "thats their supervisor not me", "some people you cant please"',
    ],
    ['outside-y-spoken-heldout.json', 'Y16', 'a literary agent: "nowhere without me", "if you want therapy get a therapist"'],
    ['outside-y-spoken-heldout.json', 'Y38', 'a dialect coach: "tin ears", "the problem isnt the coaching its the casting"'],
  ])('round 13: %s %s (%s) is capped at 2', (file, id) => {
    const e = rateAnswer(gradedAnswer(file, id));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('pushing the problem onto others and talking down to the people you serve');
  });

  it.each([
    ['outside-ad-spoken-heldout.json', 'AD9', 'a front counter officer: "they just want someone to moan at", "as usual nobody came"'],
    ['outside-ad-spoken-heldout.json', 'AD12', 'a retoucher: "there was only so much i could do", "i did exactly what was asked of me"'],
    ['outside-af-spoken-heldout.json', 'AF20', 'a rehab instructor: "a lot of that is down to the patients themselves", "think they know better than you"'],
    ['outside-af-spoken-heldout.json', 'AF23', 'a capture technician: "he dont listen in the briefing", "not a technical problem is a people problem"'],
  ])('sets AD-AG, read after they were measured: %s %s (%s) is capped at 2', (file, id) => {
    const e = rateAnswer(gradedAnswer(file, id));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('pushing the problem onto others and talking down to the people you serve');
  });

  it('flags none of the answers graded 3 to 5 in any graded set', () => {
    const flagged = gradedSetItems().filter((item) => item.grade >= 3 && findBlame(withApostrophes(item.answer)) !== null);
    expect(flagged.map((item) => `${item.file} ${item.id}`)).toEqual([]);
  });
});
