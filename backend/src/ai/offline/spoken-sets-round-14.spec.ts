import type { AnswerEvaluation } from '../ai.schemas.js';
import { gradedAnswer } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';

/**
 * Round 14 on spoken set AK (`outside-ak-spoken-heldout.json`), written and graded blind, measured once before these
 * rules: weak answers the rater rated 2.5-4.6, each graded 1-2 by the writer and a second grader. See
 * `eval/data/README.md`, round 14.
 */
const rated = (id: string) => rateAnswer(gradedAnswer('outside-ak-spoken-heldout.json', id));

/** Held at 2 (or below), and told why in the feedback or the rating's explanation. */
function expectHeldAt2(e: AnswerEvaluation, where: 'feedback' | 'rating_explanation', says: string): void {
  expect(e.rating).toBeLessThanOrEqual(2);
  expect(e[where]).toContain(says);
}

describe('spoken set AK, round 14', () => {
  it('"i still keep the copy on my drive": a customer\'s files kept by the speaker', () => {
    const e = rated('AK11');
    expectHeldAt2(e, 'feedback', "keeping a customer's data for yourself");
  });

  it('"the offside one i could only get about halfway", the capacity indicator beeping, the load guided by hand: a crane lift not set up as its limits require', () => {
    const e = rated('AK36');
    expectHeldAt2(e, 'feedback', 'lifting with the crane not set up as its limits require');
  });

  it('"i was sort of passing him bits ... i held the torch and wrote up the job sheet for him": the senior engineer found and fixed it', () => {
    const e = rated('AK29');
    expectHeldAt2(e, 'rating_explanation', 'solved the problem');
  });

  it('"ninety percent in the head", "the biggest thing is confidence", "your energy is everything": beliefs in place of a method', () => {
    const e = rated('AK30');
    expectHeldAt2(e, 'feedback', 'It is made of beliefs and praise of yourself');
  });

  it('"lessons were learned at an organisational level", "under nda", "its hard to pick one": the question put off', () => {
    for (const id of ['AK33', 'AK23']) {
      const e = rated(id);
      expect(e.rating).toBeLessThan(2);
      expect(e.feedback).toContain('It puts the question off');
    }
  });

  it('"the waste team give you nothing to work with they sit on your information request", "he had not actually read the stage one letter": blame and scorn', () => {
    const e = rated('AK37');
    expectHeldAt2(e, 'feedback', 'pushing the problem onto others');
  });

  it('the same words said of good practice are not flagged', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you recovered data for a customer.',
      answer:
        'so last year a photographer brought in a drive that would not mount i imaged it onto our workshop server with her written consent recovered about 4000 raw files checked them with her on a video call handed them back on a new drive and then i wiped our working copy and gave her the deletion record she still sends us work',
      topic: 'computer repair technician',
    });
    expect(e.rating).toBeGreaterThanOrEqual(3.5);
    expect(e.feedback).not.toContain("keeping a customer's data");
  });

  it('a plan with no case of the speaker\'s own and a thin approach is the rubric\'s 3: "what one would usually do"', () => {
    // AK4, graded 3 by both graders: "correct and on the question but general: it gives no wind limit and no actual event".
    const e = rated('AK4');
    expect(e.rating).toBeLessThan(3.5);
    expect(e.rating_explanation).toContain('Without a real case of your own behind it');
    expect(e.feedback).toContain('Add a time you handled something similar');
  });

  it("the same plan with a case of the speaker's own, or with specific figures of the trade, is not held at 3", () => {
    const question = "What would you do if the wind picked up halfway through a children's party?";
    const topic = 'Bouncy castle and inflatable hire operator';
    const withCase = rateAnswer({
      question,
      answer:
        'we check the forecast the day before and take a wind meter to every job and if the wind gets up we get the children off and deflate it because an inflatable can lift even when its pegged down like last june at a party in leigh it went over twenty four miles an hour so i stopped it and the parents were not happy but we offered them another date and they booked again',
      topic,
    });
    const specific = rateAnswer({
      question,
      answer:
        'i check the anemometer every fifteen minutes and at 24 mph which is the en 14960 limit for most castles everyone comes off i open the blower flap let it down under control and keep the children behind the tape then i log the reading and the time on the job sheet and offer the family a free rebooking',
      topic,
    });
    for (const e of [withCase, specific]) {
      expect(e.rating_explanation).not.toContain('Without a real case of your own');
      expect(e.rating).toBeGreaterThanOrEqual(3.5);
    }
  });
});

describe('spoken set AJ, held out for round 14 until measured once, then read', () => {
  const aj = (id: string) => rateAnswer(gradedAnswer('outside-aj-spoken-heldout.json', id));

  it("a story fully told of the speaker's own steps is not failed because a sibling question that asks for a practice shares a word with it", () => {
    // AJ28, graded 5 by both graders: a man who "only wanted to sweep the yard" takes on the hen house; it was 1.4, "does not speak to" the question.
    const e = aj('AJ28');
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('does not speak to');
  });

  it("an opinion with its points for and against on the question's own subject is not read as structure words stuffed", () => {
    // AJ2 and AK38, graded 3: "the good thing is nobody can see who has more money because everybody wear the same clothes".
    for (const e of [aj('AJ2'), rated('AK38')]) {
      expect(e.rating).toBeGreaterThanOrEqual(2.5);
      expect(e.rating_explanation).not.toContain('have nothing specific behind them');
    }
  });

  it('"i take off the guards on all twelve machines": machine guards removed for output', () => {
    const e = aj('AJ33');
    expectHeldAt2(e, 'feedback', 'taking the guards off machines');
  });

  it('"my head of content was brilliant she went through her own contacts ... she reworked the opening", the speaker "kept the agenda up to date": someone else solved it', () => {
    const e = aj('AJ16');
    expectHeldAt2(e, 'rating_explanation', 'solved the problem');
  });

  it('"which is typical of them", "people who will never be satisfied whatever you say", "the range mats in such a state": blame and scorn', () => {
    for (const id of ['AJ27', 'AJ40']) {
      const e = aj(id);
      expectHeldAt2(e, 'feedback', 'pushing the problem onto others');
    }
  });

  it('guards put back on are no red flag', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you improved the output of a production line.',
      answer:
        'on the t shirt line the operators were slow threading the overlockers so i took the needle guards off one machine to see why and then put them back on and instead i fitted quick thread tensioners and a light over each machine and output went from 800 to 900 pieces a day',
      topic: 'Sewing machine mechanic',
    });
    expect(e.feedback).not.toContain('taking the guards off machines');
  });
});

describe('spoken sets AL and AM, held out for round 14 until measured once, then read', () => {
  const item = (set: 'al' | 'am', id: string) => rateAnswer(gradedAnswer(`outside-${set}-spoken-heldout.json`, id));

  it('a relapse told as "he had lost about nine hundred pounds over the weekend" and a complaint told as "the customer rang saying" are the event the question asks for', () => {
    // AL27 graded 5 and AM34 graded 4 by both graders; both were held at 2 as telling nothing of the event.
    for (const e of [item('al', 'AL27'), item('am', 'AM34')]) {
      expect(e.rating).toBeGreaterThanOrEqual(4);
      expect(e.feedback).not.toContain('The question turns on');
    }
  });

  it('a patrol done together, with five things the speaker did, is not someone else solving it because "my partner found a charger"', () => {
    const e = item('al', 'AL22');
    expect(e.rating).toBeGreaterThanOrEqual(3.5);
    expect(e.rating_explanation).not.toContain('solved the problem');
  });

  it('"our head of operational resilience took charge ... i was on the bridge keeping the log ... i learned loads from watching how calm she was": someone else solved it', () => {
    const e = item('al', 'AL26');
    expectHeldAt2(e, 'rating_explanation', 'solved the problem');
  });

  it('"i bridged the seat switch connector so it would run", "we dont wait for the dryer we put them direct in the zinc": safety cut-outs and steps done away with', () => {
    const mower = item('am', 'AM11');
    expectHeldAt2(mower, 'feedback', 'switching off a safety device');
    expect(item('al', 'AL13').rating).toBeLessThanOrEqual(2);
  });

  it('"somehow its our fault ... the agency tried to blame us", "it was his own fault", "students nowadays do expect", "people who actually turn up": blame and scorn', () => {
    for (const [set, id] of [
      ['al', 'AL1'],
      ['al', 'AL36'],
      ['am', 'AM3'],
      ['am', 'AM23'],
    ] as const) {
      const e = item(set, id);
      expectHeldAt2(e, 'feedback', 'pushing the problem onto others');
    }
  });
});

describe('outcomes as speakers tell them (sets AJ, AL; two blind coaches of AL)', () => {
  it.each([
    ['outside-al-spoken-heldout.json', 'AL2', 'after this the blades go normal again one week and we stop losing about two blades every week'],
    ['outside-al-spoken-heldout.json', 'AL19', 'the curator signed it off it went on display in march'],
    ['outside-aj-spoken-heldout.json', 'AJ19', 'it ran the next six weekends without a single call out'],
  ])('%s %s: "%s" is the ending, so the feedback does not ask for one', (file, id) => {
    // Both graders marked an outcome in each; the feedback said "End with the outcome".
    const e = rateAnswer(gradedAnswer(file, id));
    expect(e.feedback).toContain('You finished with an outcome');
    expect(e.feedback).not.toContain('End with the outcome');
  });
});

describe('what the speaker changed for next time, as speakers tell it', () => {
  it.each([
    ['outside-ae-spoken-heldout.json', 'AE12', 'i added the calorifier setting to my monthly sheet'],
    ['outside-al-spoken-heldout.json', 'AL27', 'what i changed in my own practice is i now check the end dates'],
    ['outside-ae-spoken-heldout.json', 'AE22', 'now on every job i scan before we dig'],
  ])('%s %s: "%s" is a lesson, so the feedback does not ask for one', (file, id) => {
    // Both graders marked a lesson in each; the feedback said "Add what you learned".
    expect(rateAnswer(gradedAnswer(file, id)).feedback).not.toContain('Add what you learned');
  });
});

describe('from the blind coaches of AL and AM', () => {
  it('an adequate plan held at 3.4 for want of a case shows its parts as they are, not cut to the cap (AL15: "Relevance 60%" for a fully relevant answer)', () => {
    const e = rateAnswer(gradedAnswer('outside-al-spoken-heldout.json', 'AL15'));
    expect(e.rating).toBeLessThan(3.5);
    expect(e.feedback).toContain('Relevance 100%');
  });

  it('an evasive answer to a time question tells no experience; it is not said to miss the event (AL31)', () => {
    const e = rateAnswer(gradedAnswer('outside-al-spoken-heldout.json', 'AL31'));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).not.toContain('The question turns on');
  });
});

describe('spoken set AN, held out for the whole round, measured once, then read by two blind coaches', () => {
  it('"i told her i couldnt keep it secret because keeping her safe comes first" refuses secrecy (AN1, graded 4: it was held at 2)', () => {
    const e = rateAnswer(gradedAnswer('outside-an-spoken-heldout.json', 'AN1'));
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('keeping a disclosure of risk secret');
  });

  it('"then i find the bypass valve is half open ... after it finish it was zero hardness": a story told in the present ends, and is an experience (AM22, graded 5: it was held at 2)', () => {
    const e = rateAnswer(gradedAnswer('outside-am-spoken-heldout.json', 'AM22'));
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('tells no experience of your own');
  });
});

describe('spoken set AO, held out for the whole round, measured once, then read', () => {
  const ao = (id: string) => rateAnswer(gradedAnswer('outside-ao-spoken-heldout.json', id));

  it('"it was the departments problem not ours ... which they always do", "the problem was not really my forecast ... the same with them": blame', () => {
    for (const id of ['AO11', 'AO22']) {
      const e = ao(id);
      expectHeldAt2(e, 'feedback', 'pushing the problem onto others');
    }
  });

  it('"let it sit maybe five minutes instead of the full soak": a required step cut short', () => {
    const e = ao('AO26');
    expectHeldAt2(e, 'feedback', 'cutting a required step short');
  });

  it('"she worked out it actually started at an extension lead ... so i did the photography for her": someone else solved it', () => {
    const e = ao('AO29');
    expectHeldAt2(e, 'rating_explanation', 'solved the problem');
  });
});
