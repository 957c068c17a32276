import { gradedAnswer } from '../eval/eval-set.js';
import { readCoherence } from './coherence.js';
import { rateAnswer } from './answer-rater.js';

/**
 * Round 24: two excellent answers of set CE-CF (written and graded blind, held out of every model's training, measured
 * once before anyone read them) that rules held at 2 or below, and answers written for this spec in other roles.
 */
describe('round 24: a sum worked aloud is not one point said again', () => {
  it('rates CF27, a base-rate sum said in words, as the strong answer it is', () => {
    // "one in thousand ... one hundred people ... ninety nine of them ... nine hundred ninety nine ... about nine percent":
    // the number words made a few word families most of the answer, and it was read as a loop (1.2; graded 5).
    const rated = rateAnswer(gradedAnswer('outside-cf-heldout.json', 'CF27'));
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('repeats the same words');
  });

  it('reads a margin of error worked aloud as figures, not a loop', () => {
    const answer =
      'ok so the sample has two hundred people and sixty percent say yes so that is one hundred and twenty people and the margin of error at ninety five percent is about one point nine six times the square root of point six times point four over two hundred which is about point zero three five so three point five percent so the true share is between fifty six point five and sixty three point five percent and i would say that to the client with the caveat that the sample was not random';
    expect(readCoherence(answer).verdict).toBeNull();
  });

  it('still hears one point turned over and over', () => {
    const answer =
      'safety is the main thing for me, safety always comes first, if you are not safe you cannot work, so being safe and keeping everyone safe is what matters, safety first every time, because without safety nothing else works and a safe site is a good site';
    expect(readCoherence(answer).verdict).toBe('loop');
  });
});

describe('round 24: a story told in the present by a speaker of another language', () => {
  it('counts CE4, led in grade ten and ended "after one semester", as a time of the speaker’s own', () => {
    // "i make a survey ... we change it ... after one semester we have around thirty five member": told in the present,
    // and its outcome was measured in a semester, which the rule did not know as a span of time (2; graded 5).
    const rated = rateAnswer(gradedAnswer('outside-ce-heldout.json', 'CE4'));
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('tells no experience of your own');
  });

  it('counts a term as a span in another story', () => {
    const rated = rateAnswer({
      topic: 'Job interview: teaching assistant',
      question: 'Tell me about a time you helped a pupil who was falling behind.',
      answer:
        'in my school in lima there is one boy in year three he cannot read the long words so i talk to his teacher and i make cards with the hard words and i practise with him at break and he take the cards home to his mum after one term he read the class book alone and his teacher say he go up two levels',
    });
    expect(rated.rating).toBeGreaterThan(3);
    expect(rated.feedback).not.toContain('tells no experience of your own');
  });
});

describe('round 24: a safety step skipped by name, for the time it takes', () => {
  it('fails CE25, the boom left up and the isolation skipped "because it adds twenty minutes"', () => {
    // "i skip lowering the attachment or isolating because it adds twenty minutes and the lads are waiting to dig":
    // the skip named with a verb, not "skip the ...", passed every rule (4.4; graded 1).
    const rated = rateAnswer(gradedAnswer('outside-ce-heldout.json', 'CE25'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('i skip lowering the attachment');
  });

  it('fails the same excuse in another trade, and not the speaker who refuses it', () => {
    const question = 'How do you get a forklift ready at the start of a shift?';
    const topic = 'Job interview: forklift driver';
    const skipped = rateAnswer({
      topic,
      question,
      answer:
        'first thing i grab the keys and check the fuel or the battery charge, then i have a quick look round for anything obvious, but i skip doing the full pre-use sheet because it takes ten minutes and the first trailer is usually waiting, then i get straight on with unloading',
    });
    expect(skipped.rating).toBeLessThanOrEqual(2);
    const refused = rateAnswer({
      topic,
      question,
      answer:
        'some drivers skip doing the pre-use sheet because it takes ten minutes, but i do it every shift: forks and chains for cracks, tyres, hydraulic leaks under the mast, horn, lights and brakes, then i sign the sheet, and last month that is how i found a weeping hose before it burst, so the truck went to the fitter and i took another one',
    });
    expect(refused.rating).toBeGreaterThan(3);
  });
});
