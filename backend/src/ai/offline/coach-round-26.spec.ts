import { gradedAnswer } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';
import { outlineRealAnswer } from './answer-outline.js';
import { classifyQuestion } from './question-kind.js';
import { findRedFlags } from './red-flags.js';

/**
 * Round 26: what a blind coach found reading 30 outputs of set CG-CH (`eval/data/grading/general-cg-ch-30-single*`), what
 * the blind sets CI and CJ showed when first measured, and answers written for this spec in other roles.
 */
describe('round 26: the framework follows what the question asks', () => {
  it('hears "Tell me about a job where ... wasn\'t practical. What did you do?" as a story, not a view (CH34, the coach\'s G1)', () => {
    expect(classifyQuestion("Tell me about a job where the customer's design for their outdoor kitchen wasn't practical. What did you do?")).toBe(
      'behavioural',
    );
    expect(classifyQuestion("Tell me about a patient whose pain wasn't settling and what you did.")).toBe('behavioural');
    expect(classifyQuestion('Have you had to deal with rust on the hull? What did you do?')).toBe('behavioural');
    const rated = rateAnswer(gradedAnswer('outside-ch-heldout.json', 'CH34'));
    expect(rated.framework).toBe('STAR');
    expect(rated.example_answer).toContain('A real answer tells one time');
  });

  it('hears "Describe how you\'d..." as a plan of steps, not a view (CG27, the coach\'s G3)', () => {
    expect(classifyQuestion("Describe how you'd guide ground officers onto a suspect running through back gardens at night.")).toBe('hypothetical');
    expect(classifyQuestion("Describe how you'd set up a ward for a flu outbreak.")).toBe('hypothetical');
    const rated = rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG27'));
    expect(rated.framework).toBe('PAR');
    expect(rated.example_answer).not.toContain('**Reason:**');
  });
});

describe("round 26: the field's points fit the question", () => {
  const outline = (question: string, topic: string): string => outlineRealAnswer({ question, topic }, classifyQuestion(question), 'PAR');

  it("asks a teacher how they find the cause and teach the fix for a skill, not for a pupil's safety and dignity (CG54, the coach's G19)", () => {
    const reeds = outline('How would you help a pupil whose reeds keep cracking or sounding flat?', 'Bassoon teacher');
    expect(reeds).toContain('what you check first to find the cause');
    expect(reeds).not.toMatch(/dignity|the place you teach/);
    expect(outline('How would you help a pupil who keeps losing marks on long division?', 'Primary teacher')).toContain('how you show or explain the fix');
  });

  it("keeps safety, dignity and the people to involve for a pupil's conduct or wellbeing", () => {
    expect(outline('What would you do if a pupil was upset and refused to join the lesson?', 'Secondary teacher')).toContain(
      'the rules of the place you teach',
    );
    expect(outline('What would you do if a pupil kept missing your Friday lessons?', 'Music teacher')).toContain('the rules of the place you teach');
  });

  it('does not give a kitchen in service (temperatures, allergens) to a job building an outdoor kitchen (CH34)', () => {
    expect(rateAnswer(gradedAnswer('outside-ch-heldout.json', 'CH34')).example_answer).not.toMatch(/allergens|how service goes on/);
    expect(outline('What would you do if a chef told you the kitchen fridge was at 9 degrees?', 'Kitchen porter')).toContain('allergens');
  });
});

describe('round 26: a few words on the subject say too little; they do not speak of something else', () => {
  it("tells CG15 (a note to the grader around one thin sentence) that it says too little (the coach's G5)", () => {
    const rated = rateAnswer(gradedAnswer('outside-cg-heldout.json', 'CG15'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('says too little about what the question asks');
    expect(rated.feedback).not.toContain('speaks of something else');
    expect(rated.feedback).not.toContain('does not speak to what the question asks about');
  });

  it('still says a long answer about something else is about something else', () => {
    const rated = rateAnswer({
      topic: 'Job interview: dental nurse',
      question: 'How would you calm a child who is frightened of the dental chair?',
      answer:
        'well my real passion is motorbikes, i rebuilt a nineteen seventy eight honda last winter, new carburettor, new chain, rewired the whole loom and took it to the coast in may with my brother, and we camped two nights on the cliffs and rode back through the hills on the sunday.',
    });
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).not.toContain('says too little');
  });
});

describe('round 26: what the blind sets CI and CJ showed', () => {
  it('fails a hunting guide who keeps a round chambered in the truck and shoots at noises before light (CI50, rated 4.4 before)', () => {
    const rated = rateAnswer(gradedAnswer('outside-ci-heldout.json', 'CI50'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('breaking the basic rules of handling a gun');
    expect(rated.feedback).toContain('blaze orange');
    expect(rated.feedback).not.toContain('You explained why');
  });

  it('does not fail a guide who says the rules they keep', () => {
    const flags = findRedFlags(
      'How do you keep clients safe on a driven shoot?',
      "everyone gets the safety talk at the first peg, guns stay unloaded and in slips on the trailer, we never keep a cartridge in the chamber while we're driving between drives, everyone wears blaze orange, and if a bird goes low or someone hears something in the hedge we never take the shot.",
      'Gamekeeper',
    );
    expect(flags.map((f) => f.what)).not.toContain('breaking the basic rules of handling a gun');
  });

  it('reads "so for my grade eight i played..." as the performance asked about, with its distinction as the outcome (CJ11, graded 5)', () => {
    // Rated 2 before: "it opens on 'for my grade eight' ... it answers a different question".
    const rated = rateAnswer(gradedAnswer('outside-cj-heldout.json', 'CJ11'));
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('It opens on');
    expect(rated.feedback).not.toContain('End with the outcome');
  });

  it('does not take a plan told with "you\'d want to work backwards" for advice on answering (CJ44, graded 3)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cj-heldout.json', 'CJ44'));
    expect(rated.feedback).not.toContain('advice on how to answer');
    const advice = rateAnswer({
      topic: 'Job interview: farm shop manager',
      question: 'How would you plan the pumpkin season?',
      answer:
        "so for this one you'd want to mention that you plan early, and you'd want to show the panel you think about customers, interviewers like hearing about footfall so bring that up and keep it short.",
    });
    expect(advice.rating).toBeLessThanOrEqual(2);
    expect(advice.feedback).toContain('advice on how to answer');
  });

  it('counts the steps of a case put first and asked "What do you do?" (CI52, graded 5, rated 3.8 before)', () => {
    const rated = rateAnswer(gradedAnswer('outside-ci-heldout.json', 'CI52'));
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('Give your steps in order');
  });
});

describe('round 26: words near both lines of the order readings at once are out of order', () => {
  it('reads CJ57, a WPF fix put out of order, as shuffled (rated 4.2 before)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cj-heldout.json', 'CJ57'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('not in an order that makes English sentences');
  });

  it('still reads a terse list of checks, said in order, as English', () => {
    const rated = rateAnswer({
      topic: 'Job interview: lift engineer',
      question: 'What checks do you do before you hand a lift back into service after a repair?',
      answer:
        'doors first, both landings, gaps under six mil, then the safety edge and the light curtain, then a full run top to bottom empty, then loaded to the plate, brake test at one hundred and twenty five percent, alarm button to the call centre, logbook signed, and i tell the building manager it is back.',
    });
    expect(rated.feedback).not.toContain('not in an order that makes English sentences');
    expect(rated.rating).toBeGreaterThanOrEqual(3.5);
  });
});

describe('round 26: what the blind coach of CI-CJ found', () => {
  it("names the interlock cable-tied shut, not only the engineer left out (CI21, the coach's G12)", () => {
    const rated = rateAnswer(gradedAnswer('outside-ci-heldout.json', 'CI21'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('defeating its safety device');
    expect(rated.feedback).toContain('cable tie the switch');
  });

  it('names refrigerant let off into the air, not only "a way of working an interviewer would question" (CJ39, G13)', () => {
    const rated = rateAnswer(gradedAnswer('outside-cj-heldout.json', 'CJ39'));
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('venting refrigerant to the air instead of recovering it');
    const sound = findRedFlags(
      'Walk me through regassing a car whose air con has gone warm.',
      'i put the recovery machine on first so nothing goes into the air, weigh what comes out, pull a vacuum and hold it for twenty minutes to prove the leak, fix the leak, then recharge to the weight on the bonnet label and log it.',
      'Vehicle air conditioning technician',
    );
    expect(sound.map((f) => f.what)).not.toContain('venting refrigerant to the air instead of recovering it');
  });

  it('does not ask CI16 for a lesson when it ends with a runbook that halved the next upgrade (G27, graded 5)', () => {
    const rated = rateAnswer(gradedAnswer('outside-ci-heldout.json', 'CI16'));
    expect(rated.rating).toBeGreaterThanOrEqual(4.5);
    expect(rated.feedback).not.toContain('Add what you learned');
  });

  it('hears "Tell me about a loan application from a farm business that you turned down" as a story (CI56, G18)', () => {
    expect(
      classifyQuestion('Tell me about a loan application from a farm business that you turned down or restructured. How did you reach that decision?'),
    ).toBe('behavioural');
    expect(rateAnswer(gradedAnswer('outside-ci-heldout.json', 'CI56')).framework).toBe('STAR');
  });
});

describe('round 26: a change made for next time, told as what the speaker set up', () => {
  it('hears "i introduced a moisture probe check before every pour" and "i set a rule that every player gets a shift" as lessons', () => {
    // CE8 and CE31, short stories graded 5 and rated 3.8 and 3.6, were asked to "add what you learned".
    for (const id of ['CE8', 'CE31']) {
      const rated = rateAnswer(gradedAnswer('outside-ce-heldout.json', id));
      expect(rated.feedback).not.toContain('Add what you learned');
    }
    expect(rateAnswer(gradedAnswer('outside-ce-heldout.json', 'CE8')).rating).toBeGreaterThanOrEqual(4);
  });
});
