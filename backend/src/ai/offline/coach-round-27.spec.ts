import { gradedAnswer } from '../eval/eval-set.js';
import { judgeAnswer, rateAnswer } from './answer-rater.js';
import { toldACase } from './answer-type.js';
import { untoldEvent } from './asked-event.js';
import { findRedFlags } from './red-flags.js';
import { toldInThePresent } from './told-in-the-present.js';

/**
 * Round 27: what the blind sets CK and CL showed when first measured, what a blind coach found reading 30 of their
 * outputs (`eval/data/grading/general-ck-cl-30-single*`), and answers written for this spec in other roles.
 */
describe('round 27: a case told is a case', () => {
  it('reads a soybean farmer\'s story told in the present, with "i was monitoring every week" and a lesson "after that i always", as experience (CL44, the coach\'s G23)', () => {
    const input = gradedAnswer('outside-cl-heldout.json', 'CL44');
    expect(toldInThePresent(input.answer)).toBe(true);
    const rated = rateAnswer(input);
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('tells no experience of your own');
  });

  it('still reads a routine told in the present as a routine, not a story', () => {
    const routine =
      'every morning i check the traps and we spray when we see the pustules. we usually spray a triazole with a multisite. in the end the yield is good most years, after that we harvest in february';
    expect(toldInThePresent(routine)).toBe(false);
  });

  it('counts a case named in passing ("on our field inspection app ... stopped", "last season that kept our striker out") behind a plan (CK53, CL5: the coach\'s G29)', () => {
    for (const [file, id] of [
      ['outside-ck-heldout.json', 'CK53'],
      ['outside-cl-heldout.json', 'CL5'],
    ] as const) {
      const input = gradedAnswer(file, id);
      expect(toldACase(input.answer)).toBe(true);
      expect(judgeAnswer(input).cap?.why ?? '').not.toContain('Without a real case of your own');
    }
    expect(toldACase('i would phone the office first and log it. on our ward we always do it that way')).toBe(false);
  });

  it('hears a damaged find told as "corroded" and "a third of it was missing" (CK31)', () => {
    const question = 'Tell me about a time you had to illustrate a find that was badly damaged or incomplete.';
    expect(untoldEvent(question, gradedAnswer('outside-ck-heldout.json', 'CK31').answer)).toBeNull();
    expect(judgeAnswer(gradedAnswer('outside-ck-heldout.json', 'CK31')).rating).toBeGreaterThan(3);
    // A fine drawing of a whole pot tells no damage at all: still another question's answer.
    expect(
      untoldEvent(
        question,
        'so last year i drew a medieval jug for the county catalogue, i measured it with callipers, drew the profile and the section, inked it at one to one and the editor was happy with it',
      ),
    ).not.toBeNull();
  });
});

describe('round 27: what the question turns on has to be in the answer', () => {
  it('holds a forecasting method given for "a councillor who strongly objected" at 2 (CK52, the coach\'s G3)', () => {
    const rated = rateAnswer(gradedAnswer('outside-ck-heldout.json', 'CK52'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('a disagreement');
  });

  it('lets an objection that is told through', () => {
    const question = 'Tell me about a time a resident objected to a planning decision you made. What did you do?';
    const answer =
      'last spring a resident objected to the parking bays we had approved outside the school, he said they blocked his drive. i met him on site, measured the gap, and he was right about one bay, so i moved it two metres and wrote to him with the new plan. he withdrew the objection';
    expect(untoldEvent(question, answer)).toBeNull();
  });

  it('holds a repair story given for "how do you explain a technical fault to a non-technical manager" at 2 (CL43)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cl-heldout.json', 'CL43'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('explaining it to someone');
    const question = 'How do you explain a technical fault to a non-technical security manager?';
    const answer =
      'i keep it to what it means for her lanes, so i say lane four is down for about two hours, the image is unsafe to screen with, and here is what we can do meanwhile. no jargon about tube current, and i send a short email after so she can brief her team';
    expect(untoldEvent(question, answer)).toBeNull();
  });
});

describe('round 27: non-answers in new words', () => {
  it('hears questions put back to the interviewer about the club as small talk (CK51)', () => {
    const rated = rateAnswer(gradedAnswer('outside-ck-heldout.json', 'CK51'));
    expect(rated.rating).toBeLessThan(1.5);
    expect(rated.feedback).toContain('small talk');
  });

  it('hears "so you\'d like to know why..." said back at length as the question said back (CL51)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cl-heldout.json', 'CL51'));
    expect(rated.rating).toBeLessThan(1.5);
    expect(rated.feedback).toContain('says the question back');
  });

  it("hears a scholarship's own description as an advert, not the speaker's view (CL52)", () => {
    expect(rateAnswer(gradedAnswer('outside-cl-heldout.json', 'CL52')).rating).toBeLessThan(1.5);
  });
});

describe('round 27: unsafe practice named', () => {
  it("names going on the track without protection and strapping out detection (CL14, the coach's G24)", () => {
    const input = gradedAnswer('outside-cl-heldout.json', 'CL14');
    const rated = rateAnswer(input);
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('going on the line without protection or strapping out points detection');
    const sound = findRedFlags(
      'How would you deal with a points failure during traffic hours?',
      'i never go on the track without a line blockage, even if control want trains moving. i test the detection, and if it still will not make the points are clipped and the signaller hand signals trains over them until we fix it',
      'Signalling technician',
    );
    expect(sound).toEqual([]);
  });
});

describe('round 27: the example quotes the question whole', () => {
  it("does not cut the case it quotes inside a clause (CK3, CK6: the coach's G9, G14)", () => {
    expect(rateAnswer(gradedAnswer('outside-ck-heldout.json', 'CK3')).example_answer).toContain("isn't sure which method to choose");
    expect(rateAnswer(gradedAnswer('outside-ck-heldout.json', 'CK6')).example_answer).toContain('hit by a car on an open forest road');
  });
});

describe('round 27: two strong answers of set CB no longer held off the subject', () => {
  it('hears "i want to do an md mph" as answering how an immigrant\'s experience shaped what they want to do (CB31, graded 4)', () => {
    const rated = judgeAnswer(gradedAnswer('outside-cb-heldout.json', 'CB31'));
    expect(rated.gate).toBeNull();
    expect(rated.rating).toBeGreaterThanOrEqual(4);
  });

  it('hears "the production has passed from around two hundred kilos to more than six hundred" as what a project achieved (CB51, graded 5)', () => {
    const rated = judgeAnswer(gradedAnswer('outside-cb-heldout.json', 'CB51'));
    expect(rated.gate).toBeNull();
    expect(rated.signals.results.length).toBeGreaterThan(0);
    expect(rated.rating).toBeGreaterThanOrEqual(4);
  });
});

describe("round 27: a plan in the trade's own words, closer to no other question, answers its question", () => {
  it('hears a netball coach\'s plan for a parent who wants more court time ("quarters", "the minutes log") as on the subject (BU31, graded 5)', () => {
    const rated = judgeAnswer(gradedAnswer('outside-bu-heldout.json', 'BU31'));
    expect(rated.gate).toBeNull();
    expect(rated.rating).toBeGreaterThan(3);
  });

  it('still holds a plan that deals with nobody (servicing a motorbike, for a frightened child) off the subject', () => {
    const rated = judgeAnswer({
      topic: 'Job interview: dental nurse',
      question: 'How would you calm a child who is frightened of the dental chair?',
      answer:
        "first i'd check the oil level and top it up, then i'd adjust the chain tension so it has about an inch of play, then i'd clean the carburettor and i'd take it for a short test ride round the block before the long trip",
    });
    expect(rated.gate).toBe('off-topic');
    expect(rated.rating).toBeLessThanOrEqual(2);
  });

  it('still holds a plan for another question of the same job at 2 (BU60)', () => {
    expect(judgeAnswer(gradedAnswer('outside-bu-heldout.json', 'BU60')).rating).toBeLessThanOrEqual(2);
  });
});

describe('round 27: a choice the client made is how the story ended', () => {
  it('reads "they chose the lighter one" as the outcome and puts it under Result (CK20, the coach\'s G22)', () => {
    const input = gradedAnswer('outside-ck-heldout.json', 'CK20');
    expect(judgeAnswer(input).signals.results.length).toBeGreaterThan(0);
    expect(rateAnswer(input).example_answer).toContain('**Result:** I played the family two versions');
  });
});

describe('round 27: feedback that says one thing at a time', () => {
  it("does not also say a buzzword answer answers another question of the bank (CL2, the coach's G5)", () => {
    const rated = rateAnswer(gradedAnswer('outside-cl-heldout.json', 'CL2'));
    expect(rated.feedback).toContain('general claims about yourself');
    expect(rated.feedback).not.toMatch(/answers a different question|speaks of something else/);
  });

  it('asks "why do you want to pivot from your PhD field" for what the speaker wants, not what draws them to a job or place (CL17, the coach\'s G10)', () => {
    const outline = rateAnswer(gradedAnswer('outside-cl-heldout.json', 'CL17')).example_answer;
    expect(outline).not.toContain('this job or place');
    expect(outline).toContain('What you want to do, in your first sentence');
  });
});

describe('round 27: what CM and CN showed when first measured', () => {
  it('reads "nine times out of ten it\'s water, so i\'d start with where the water could be coming from" as where to look first, not a justification (CN1, graded 5)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cn-heldout.json', 'CN1'));
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('how it usually turns out');
    expect(
      findRedFlags(
        'What would you do if a pupil bumped their head in the playground?',
        "nine times out of ten it's just a bump so i send them back out to play and don't bother writing it up",
        'Primary teacher',
      ).map((flag) => flag.what),
    ).toContain('justifying it by how it usually turns out');
  });

  it('hears "Tell me about someone you helped become more independent" as asking for a story (CM40, graded 5)', () => {
    const rated = judgeAnswer(gradedAnswer('outside-cm-heldout.json', 'CM40'));
    expect(rated.kind).toBe('behavioural');
    expect(rated.rating).toBeGreaterThanOrEqual(4);
  });

  it('hears "the head coach wanted him back in ... coach wasn\'t thrilled but the AD backed me" as the disagreement asked about (CM55, graded 4)', () => {
    expect(
      untoldEvent('Tell me about a time you made a return-to-play decision a coach disagreed with.', gradedAnswer('outside-cm-heldout.json', 'CM55').answer),
    ).toBeNull();
  });
});

describe('round 27: a why-you-want question needs a want or a reason', () => {
  it('holds a fine breakdown story given for "Why do you want to work at sea?" at 2 (CM15, rated 4.9 blind)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cm-heldout.json', 'CM15'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('gives no reason or wish of your own');
  });

  it('lets a reason told through a story answer it', () => {
    const rated = judgeAnswer({
      topic: 'Job interview: engine room rating',
      question: 'Why do you want to work at sea?',
      answer:
        'my dad was a second engineer on the ferries so i grew up hearing about it, and when i did my apprenticeship at the shipyard i fitted out a generator room and loved it. i want a job where i keep real machinery running far from help, and the rotation suits me',
    });
    expect(rated.nonAnswer).toBeNull();
    expect(rated.rating).toBeGreaterThan(2);
  });
});
