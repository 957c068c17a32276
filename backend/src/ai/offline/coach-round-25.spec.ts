import { gradedAnswer } from '../eval/eval-set.js';
import { measureRelevance } from '../text/relevance.js';
import { rateAnswer } from './answer-rater.js';
import { findRedFlags } from './red-flags.js';

/**
 * Round 25: what a blind coach found reading 30 outputs of set CE-CF (`eval/data/grading/general-ce-cf-30-single-*`),
 * and answers written for this spec in other roles.
 */
describe('round 25: an experiment read wrongly is not a sound method', () => {
  it('fails CE49, which stops at the first p value under 0.05 and reads it as a 95% chance', () => {
    // Rated 4.2 and praised ("You explained why") before; graded 2 by its writer, 1.5 by the coach.
    const rated = rateAnswer(gradedAnswer('outside-ce-heldout.json', 'CE49'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('a p value is not the chance that the variant is really better');
    expect(rated.feedback).toContain('peeking');
    expect(rated.feedback).not.toContain('You explained why');
    // The outline is written for this question: it names what a correct answer says.
    expect(rated.example_answer).toContain('confidence interval');
  });

  it('still rates a sound way of ending a test well', () => {
    const rated = rateAnswer({
      topic: 'Job interview: growth analyst',
      question: 'How do you decide when to stop an A/B test?',
      answer:
        'before it starts i work out the sample size from the smallest lift worth having, for our checkout that was about one point five percent, and that gives me a run time, usually two full weeks so both weekends are in. i do not stop early because the p value dipped on a tuesday, peeking like that gives you false winners. at the end i look at the lift with its confidence interval and at the guardrails like refunds, and if the interval still includes zero we call it flat and write down what we learned.',
    });
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('gets a key fact wrong');
  });
});

describe('round 25: who the question is about is not what it asks', () => {
  it('does not ask an answer about a nervous child for "eight", "year" or "full"', () => {
    // The coach: "the question asks about 'eight', 'year', 'full'" was empty keyword matching.
    const reading = measureRelevance(
      'How would you help a nervous eight-year-old get through a full 3D gait assessment?',
      gradedAnswer('outside-ce-heldout.json', 'CE56').answer,
    );
    expect(reading.terms).not.toContain('eight');
    expect(reading.terms).not.toContain('year');
    expect(reading.terms).not.toContain('full');
    expect(reading.addressed).toContain('gait');
  });

  it('hears an eye explained in plain words as an answer about short-sightedness', () => {
    const reading = measureRelevance(
      'How would you explain short-sightedness to the parent of a ten-year-old?',
      "i'd tell her dad the eye is a little too long so far things blur, like the board at school, and glasses bring them back into focus",
    );
    expect(reading.onTopic).toBe(true);
  });
});

describe('round 25: the outline is of this question and this field', () => {
  it('quotes the case a "what would you do if" question puts, and leaves a child out of a toy return', () => {
    const rated = rateAnswer(gradedAnswer('outside-cf-heldout.json', 'CF33'));
    expect(rated.example_answer).toContain('a parent wanted to return a toy that had clearly been played with');
    expect(rated.example_answer).not.toContain('safeguarding');
  });

  it('calls in no parent for an adult evening class, and no alarm for a bowler who keeps getting injured', () => {
    expect(rateAnswer(gradedAnswer('outside-cf-heldout.json', 'CF13')).example_answer).not.toContain('a parent');
    expect(rateAnswer(gradedAnswer('outside-ce-heldout.json', 'CE50')).example_answer).not.toContain('raise the alarm');
  });
});

describe('round 25: what set CG-CH found, measured once before anyone read it', () => {
  it('does not take a harmonica teacher getting pupils "to say a long eee" for a cover-up (CG20, graded 4)', () => {
    // Rated 2 as "misleading people about what happened" before.
    const rated = rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG20'));
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('misleading people');
  });

  it('fails telling a resident with chest pain to keep going (CG29, graded 1, rated 3.6 before)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG29'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('chest pain');
    expect(rated.feedback).toContain('tell them to keep going');
  });

  it('does not fail stopping the class for chest pain, nor going on once a nurse has cleared it', () => {
    const findFlags = (answer: string): string[] =>
      findRedFlags('What would you do if a participant felt dizzy during your class?', answer, 'Fitness instructor').map((f) => f.what);
    expect(
      findFlags(
        'i would stop the music, sit her down where she is and stay with her, ask what she feels, and if it is chest pain call 999 and get the first aider, then write it up in the incident book',
      ),
    ).toEqual([]);
    expect(findFlags('i sat him down with water and only once the nurse had checked him and he felt fine did i let him carry on gently')).toEqual([]);
  });

  it('fails checking a high-pressure leak "with bare hands no glasses" (CG4, graded 1, rated 3.8 before)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG4'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('protective equipment');
    expect(
      findRedFlags('How do you strip old paint?', 'i always wear gloves and goggles, never bare hands, and i open the windows first', 'Decorator'),
    ).toEqual([]);
  });

  it('holds a definition given for "tell me about a patient you treated" at 2 (CH36, rated 3.8 before)', () => {
    const rated = rateAnswer(gradedAnswer('outside-ch-heldout.json', 'CH36'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('defines the subject');
  });
});

describe('round 25: the case named as a kind and said back', () => {
  it('holds CH38, "this is the kind of case where the two sides have different versions", as the question said back', () => {
    // Rated 2.9 and its restatement praised as "Concrete detail" (coach of CG-CH, G29); graded 1.
    const rated = rateAnswer(gradedAnswer('outside-ch-heldout.json', 'CH38'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('says the question back');
    expect(rated.feedback).not.toContain('Concrete detail');
  });
});

describe('round 25: what the coach of CG-CH found', () => {
  it('names the sensors taped over on an EDM left running overnight (CH39)', () => {
    const rated = rateAnswer(gradedAnswer('outside-ch-heldout.json', 'CH39'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain("we've taped over those");
  });

  it('names feeling for a common-rail leak by hand, not only the missing gloves (CG4)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG4'));
    expect(rated.feedback).toContain('feeling for a leak on a pressurised line by hand');
    expect(
      findRedFlags(
        'How do you find a leak on a hydraulic line?',
        'i depressurise it, then hold a piece of card along the lines and look for the wet mark, never my hand',
        'Plant fitter',
      ),
    ).toEqual([]);
  });

  it('does not ask for what the answer already has: steps told as a case, a case in passing, a change now on the form', () => {
    // G14: "last october ... I photographed it showed the site super ... I reinspected" was told "Give your steps in order".
    const silt = rateAnswer(gradedAnswer('outside-ch-heldout.json', 'CH49'));
    expect(silt.feedback).not.toContain('Give your steps in order');
    // G24: "I had an adult student who got it in her second lesson" was told "Add a time you handled something similar".
    expect(rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG20')).feedback).not.toContain('Add a time you handled something similar');
    // G22: "I suggested we add a specific VTE risk check ... and that's now on the form" was told "Add what you learned".
    expect(rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG19')).feedback).not.toContain('Add what you learned');
    // G17: "in our jenkins shared library we switched it on" was asked for "one specific example from your own work".
    expect(rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG46')).feedback).not.toContain('one specific example from your own work');
  });
});

describe('round 25: example answers cut where a clause ends (coach of CG-CH)', () => {
  it('keeps "flexible but slower" and a reason\'s second half together, and what was confirmed with the confirming', () => {
    // G17: "which is flexible. | But slower"; G24: "**Result:** It's much harder to control."; G15: "the lab confirmed in
    // writing. | They'd resealed it".
    const groovy = rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG46')).example_answer;
    expect(groovy).toContain('flexible but slower');
    const harmonica = rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG20')).example_answer;
    expect(harmonica).toContain("a whole step and a half and it's much harder to control");
    const exhibit = rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG23')).example_answer;
    expect(exhibit).toContain("confirmed in writing they'd resealed it");
  });
});

describe('round 25: a long run cut at 40 words goes on in the next piece', () => {
  it('counts "and radioed the planner", cut from "I held it under the crane...", as the speaker\'s action (CH47, graded 5)', () => {
    // Rated 3.9 with Approach 28% and told "Give your steps in order" before.
    const rated = rateAnswer(gradedAnswer('outside-ch-heldout.json', 'CH47'));
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('Give your steps in order');
  });
});
