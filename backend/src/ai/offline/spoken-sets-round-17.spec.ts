import { gradedAnswer } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';
import { withOwnVerbsInThePast } from './told-in-the-present.js';

/**
 * Round 17: a plan or a view with no case of the speaker's own is the rubric's 3 however it is said, and a story told
 * in the present is modelled in the past for "he" and "she" too. See `eval/data/README.md`, round 17.
 */
const rated = (set: 'ab' | 'at' | 'aj' | 'as' | 'af' | 'az' | 'ba' | 'bb' | 'bc' | 'bd' | 'be', id: string) =>
  rateAnswer(gradedAnswer(`outside-${set}-spoken-heldout.json`, id));

describe('round 17: a plan with no case of its own, said in order, is an adequate answer', () => {
  it('AB14, a knocked-down lighting column "step one is make it safe ... then ... then" (graded 3): held at 3.4 and told why', () => {
    const e = rated('ab', 'AB14');
    expect(e.rating).toBeLessThanOrEqual(3.4);
    expect(e.rating).toBeGreaterThan(2);
    expect(e.feedback).toContain('Without a real case of your own behind it');
  });

  it('AT22, a client changing a loft conversion halfway, "the first thing is ... and then ... and then" with its trade words (graded 3): the same', () => {
    const e = rated('at', 'AT22');
    expect(e.rating).toBeLessThanOrEqual(3.4);
    expect(e.rating).toBeGreaterThan(2);
    // Held only for want of a case, the learner's own plan is the model, not an outline of parts.
    expect(e.example_answer).toContain('building control');
    expect(e.example_answer).not.toContain('A real answer to this question has these parts');
    expect(e.feedback).toContain('Add a time you handled something similar');
  });

  it('AJ24, a mushroom on a foraging walk, whose case is told in passing ("this actually happened in september a chap was sure"): not held', () => {
    const e = rated('aj', 'AJ24');
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('Without a real case of your own behind it');
  });
});

describe('round 17: the example of a story told in the present puts "he" and "she" in the past', () => {
  it('AS21, "next week she book by herself": the example says "she booked"', () => {
    const e = rated('as', 'AS21');
    expect(e.example_answer).toContain('she booked by herself');
    expect(e.example_answer).not.toContain('she book by');
  });

  it('AF31, "one lady she book": the same', () => {
    expect(rated('af', 'AF31').example_answer).not.toMatch(/\bshe book\b/i);
  });

  it('a question or a wish put to them keeps its verb: "i asked him can he show me", "i watched it fail"', () => {
    expect(withOwnVerbsInThePast('i asked him can he show me the knots')).toBe('i asked him can he show me the knots');
    expect(withOwnVerbsInThePast('i watched it fail twice')).toBe('i watched it fail twice');
    expect(withOwnVerbsInThePast('the test was slow and it pass in the end')).toBe('the test was slow and it passed in the end');
    expect(withOwnVerbsInThePast('he then go home')).toBe('he then went home');
  });
});

describe('spoken set AZ, round 17 (measured held out first, then read): strong stories no rule holds down', () => {
  it('AZ20, a carer who spotted an infection, "last time nobody notice until she had a fall": what others missed is no shortcut counted on', () => {
    const e = rated('az', 'AZ20');
    expect(e.rating).toBeGreaterThanOrEqual(4.5);
    expect(e.feedback).not.toContain('counting on nobody checking');
  });

  it('AZ25, a difficult customer who "kept coming up to the booth wanting to jump the queue": the difficult person is told', () => {
    const e = rated('az', 'AZ25');
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('The question turns on someone upset');
  });

  it('counting on nobody checking is still named: "i just sign it off because nobody checks the sheets anyway"', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you were short of time at the end of a shift.',
      answer:
        'so it was a friday and we were behind on the fridge temperature checks and i just signed them all off at the end because nobody checks the sheets anyway and we got out on time',
      topic: 'Job interview: kitchen porter',
    });
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('An interviewer would fail this answer');
  });
});

describe('spoken set AZ, round 17: weak answers in their own words', () => {
  it('AZ14 and AZ29, blame told as "people switch their brains off ... my colleagues are too soft with them" and "they never read a brief properly ... to show it wasnt me": held at 2 and named', () => {
    for (const id of ['AZ14', 'AZ29']) {
      const e = rated('az', id);
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toContain('An interviewer would fail this answer');
    }
  });

  it('AZ22, "she didnt have a letter from her consultant but she said the hospital were fine ... so we just went ahead": the speaker went ahead, whatever she said', () => {
    const e = rated('az', 'AZ22');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('going ahead without the person who has to decide or be told');
  });

  it('AZ23, formwork struck "not waiting for the engineer or the cube results": the same', () => {
    const e = rated('az', 'AZ23');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('going ahead without the person who has to decide or be told');
  });

  it('AZ30, asked for a payment dispute with a subcontractor, tells a cost-control story with no dispute in it: held at 2', () => {
    const e = rated('az', 'AZ30');
    expect(e.rating).toBeLessThanOrEqual(2);
  });
});

describe('sets BB and BC, held out, read only where asked-event.spec.ts found a strong answer held for an untold event', () => {
  it('BB9, "a patient who had just received bad news at a scan": the news is the patient\'s, no work of the speaker\'s turned down', () => {
    const e = rated('bb', 'BB9');
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('The question turns on');
  });

  it('BB33 and BC7, the fear told as "he went quite pale" and "she screamed and grabbed his leg"', () => {
    for (const [set, id] of [
      ['bb', 'BB33'],
      ['bc', 'BC7'],
    ] as const) {
      const e = rated(set, id);
      expect(e.rating).toBeGreaterThanOrEqual(4);
      expect(e.feedback).not.toContain('The question turns on someone frightened');
    }
  });
});

describe("set BA's blind coach: an exam of knowledge asks for no time of the candidate's own", () => {
  it('BA34, an MRCS OSCE station (a tension pneumothorax after a central line): not held for want of a case, not told to add one', () => {
    const e = rated('ba', 'BA34');
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('Without a real case of your own');
    expect(e.feedback).not.toContain('Add a time you handled something similar');
  });

  it('BA14, a whiteboard coding question, and BA29, a structured oral on the pulse oximeter: no "time you handled" nor "from your own work or life"', () => {
    expect(rated('ba', 'BA14').feedback).not.toContain('Add a time you handled something similar');
    const oral = rated('ba', 'BA29').feedback;
    expect(oral).not.toContain('from your own work or life');
    expect(oral).toContain('Back it with one specific example: a case, a figure or a finding');
  });

  it('a job interview with the same kind of question is still asked for a time of its own', () => {
    const e = rateAnswer({
      question: 'How would you handle a customer who said your soap irritated their skin?',
      answer:
        'first i would say sorry and ask which soap and the batch number then i would offer an unscented one instead and suggest they see a pharmacist if the rash stays and i would write it down in case other people say the same',
      topic: 'Soap maker (small-batch skincare)',
    });
    expect(e.feedback).toContain('Add a time you handled something similar');
  });
});

describe("sets BA and BB's blind coaches: no tip asks for what the answer says", () => {
  it('BA39, "at the spring concert he played the whole arrangement": the ending is read, and kept whole in the example', () => {
    const e = rated('ba', 'BA39');
    expect(e.feedback).not.toContain('End with the outcome');
    expect(e.feedback).toContain('You finished with an outcome');
    expect(e.example_answer).toContain('At the spring concert he played the whole arrangement');
  });

  it('BA20, "passed sign off first time and he uses it daily": an outcome; BA9, "which is now in our passage plan": what changed since', () => {
    expect(rated('ba', 'BA20').feedback).not.toContain('End with the outcome');
    expect(rated('ba', 'BA9').feedback).not.toContain('Add what you learned');
  });

  it('BB5, "and i learned to profile before guessing": a lesson; asked for a disagreement, users complaining about a slow page is none', () => {
    const e = rated('bb', 'BB5');
    expect(e.feedback).not.toContain('Add what you learned');
    expect(e.rating).toBeLessThanOrEqual(2);
  });
});

describe("set BA's blind coach: a story told in full is not told to tie itself to the question", () => {
  it('BA6, a man who would not engage, his trust built week by week, and BA39: no "Tie the story to the question"', () => {
    for (const id of ['BA6', 'BA39', 'BA15']) expect(rated('ba', id).feedback).not.toContain('Tie the story to the question');
  });
});

describe('set BA\'s blind coach: a method said with "you" is laid out in steps', () => {
  it('BA32, "youd ring the customer ... you state your assumptions ... you also run it past": not told to give steps in order', () => {
    const e = rated('ba', 'BA32');
    expect(e.feedback).not.toContain('Give your steps in order');
    expect(e.feedback).toContain('You laid out steps');
  });
});

describe("set BB's blind coach: no sentence is quoted twice under What worked", () => {
  it('BB35, "we call fourteen contacts ... nobody from that group become ill": quoted for what was done, and how it ended is said without it', () => {
    const e = rated('bb', 'BB35');
    const shown = e.feedback.split('### What to improve')[0];
    expect(shown.match(/we call fourteen contacts/g)).toHaveLength(1);
    expect(shown).toContain('You said how it ended.');
  });
});

describe("set BA's blind coach: good answers no gate should hold", () => {
  it('BA40, an exam view "students should work part time but not too much because ... or give private lessons": argued, not the question said back', () => {
    const e = rated('ba', 'BA40');
    expect(e.rating).toBeGreaterThan(3);
    expect(e.feedback).not.toContain('says the question back');
  });

  it('BA37, "there was a lady in my tuesday group ... by the end of the twelve weeks shed lost just over four kilos": a scene set, the story answers the question', () => {
    const e = rated('ba', 'BA37');
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('does not speak to what the question asks about');
  });

  it('a view backed "for example, in brazil i studied accounting": a case of the speaker\'s own, not held at 3.4', () => {
    const e = rateAnswer({
      question:
        'CAEL Speaking: Some people believe universities should require every student to complete an internship before graduating. Give your opinion and support it with reasons and examples.',
      answer:
        'in my opinion universities should require internship, but they should also help student to find one. the main reason is that internship connects the theory with the real work. for example, in brazil i studied accounting, and during my internship at a logistics company i learned how they actually close the month, which was not in any of my textbook. after only three months i felt much more confident, and this company hired me after graduate. another reason is that employers in canada ask for experience even for junior position, so an internship give students a first line on their resume. however, if it is required it must be paid, or poor students cannot afford to work for free. so my position is yes, require it, but paid and with support from the university',
      topic: 'CAEL speaking (opinion task)',
    });
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('Without a real case of your own');
  });
});

describe('round 17: outcomes as speakers tell them, with no result word', () => {
  it.each([
    ['as', 'AS38', 'the next internal audit came back clean'],
    ['av', 'AV4', 'after four days she drink normal again'],
    ['at', 'AT40', 'the couple never noticed'],
    ['ao', 'AO18', 'he come back well and had the jab no problem'],
  ])('%s %s: "%s" is how it ended', (set: string, id: string) => {
    const e = rateAnswer(gradedAnswer(`outside-${set}-spoken-heldout.json`, id));
    expect(e.feedback).not.toContain('End with the outcome');
    expect(e.feedback).toMatch(/You (finished with an outcome|said how it ended)/);
  });
});

describe('set BD, held out, read only where asked-event.spec.ts found a strong answer held for an untold event', () => {
  it('BD17, a mission turned down for weather, "so i declined the task": the refusal is told', () => {
    const e = rated('bd', 'BD17');
    expect(e.rating).toBeGreaterThanOrEqual(4.5);
    expect(e.feedback).not.toContain('The question turns on');
  });

  it('BD32, "something that broke the conventions of heraldry" asks about a rule broken, not something damaged', () => {
    expect(rated('bd', 'BD32').feedback).not.toContain('something damaged or broken down');
  });
});

describe("set BD's blind coach: strong answers a gate held at 1.4-2", () => {
  it.each([
    ['BD5', 'the ph "start to drift down ... our lower limit was six point nine": something went wrong, told in the trade\'s terms'],
    ['BD24', 'a cream that "had started to separate": the same'],
    ['BD33', 'a tide read on the sands, "we reach the shore with maybe 40 minutes spare": a safety decision told in full'],
    ['BD37', '"i had a young chef about 24 ... he turned up without his splint": a patient, in other words'],
  ])('%s: %s', (id) => {
    const e = rated('bd', id);
    expect(e.rating).toBeGreaterThanOrEqual(3.8);
    expect(e.feedback).not.toMatch(/does not speak to what the question asks about|tells of nothing that did/);
  });

  it('BD3, a plan for a teenager who stopped airway clearance, "i would thank them ... i would talk to the physio": a plan that answers it, held for want of a case', () => {
    const e = rated('bd', 'BD3');
    expect(e.rating).toBeGreaterThan(2);
    expect(e.feedback).not.toContain('does not speak to what the question asks about');
  });

  it("BD15, a CASC station (MRCPsych): an exam of knowledge, no case of the candidate's own asked for", () => {
    const e = rated('bd', 'BD15');
    expect(e.feedback).not.toContain('Without a real case of your own');
    expect(e.feedback).not.toContain('Add a time you handled something similar');
  });
});

describe("set BE's blind coach (read at the round's end; its ratings were measured before)", () => {
  it('BE27, "the client will be angry if we lose the window so i say ok we go": a condition and words said are not put in the past', () => {
    // BE27 was graded 2 (it climbs before the sectors are off) and the whole reading rates it so; tense is the rules' own work.
    const example = rateAnswer(gradedAnswer('outside-be-spoken-heldout.json', 'BE27'), { wholeReading: false }).example_answer;
    expect(example).toContain('if we lose the window');
    expect(example).not.toContain('if we lost the window');
  });

  it('BE22, a taxi rank marshal asked about conflict in the queue: not shown the office "design lead" written answer, whose "on time" matched "night-time"', () => {
    expect(rated('be', 'BE22').example_answer).not.toContain('design lead');
  });
});

describe("set BE's blind coach: flags in the wrong place", () => {
  it('BE18, "careful not to overreact ... so gather more information and then make a proportionate decision": not talking a risk down', () => {
    const e = rated('be', 'BE18');
    expect(e.rating).toBeGreaterThan(2);
    expect(e.feedback).not.toContain('talking a risk down');
  });

  it('BE25, parents who "come and shout at the office": no pupil shamed; the blame is what fails it', () => {
    const e = rated('be', 'BE25');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).not.toContain('shaming a pupil');
    expect(e.feedback).toContain('pushing the problem onto others');
  });
});

describe("set BE's blind coach: an on-topic story gated", () => {
  it('BE4, a performance that did not go to plan, "the radio mic died about five minutes in ... so i brought everyone forward": it answers it', () => {
    const e = rated('be', 'BE4');
    expect(e.rating).toBeGreaterThanOrEqual(3.5);
    expect(e.feedback).not.toContain('does not speak to what the question asks about');
  });
});
