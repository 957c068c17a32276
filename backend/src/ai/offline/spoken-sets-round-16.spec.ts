import { gradedAnswer } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';

/**
 * Round 16: what the blind coaches of sets AP and AQ found wrong in feedback that held the right rating. See
 * `eval/data/README.md`, round 16.
 */
const rated = (set: 'aq' | 'ak' | 'ar' | 'as' | 'at' | 'au' | 'av' | 'aw' | 't' | 'u', id: string) =>
  rateAnswer(gradedAnswer(`outside-${set}-spoken-heldout.json`, id));

describe('spoken sets, round 16: a time told in full and failed for one step', () => {
  it('AQ13, a screed laid over an untested manifold "we didnt have time to fill and pressure test": the step is named, no "a real answer tells one time"', () => {
    const e = rated('aq', 'AQ13');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('An interviewer would fail this answer for');
    expect(e.feedback).toContain('Say instead how you would do each check or step the job requires');
    expect(e.feedback).not.toContain('A real answer tells one time');
  });

  it("AK36, a delivery driver's told job in a terraced street, failed for its unsafe step: the same", () => {
    const e = rated('ak', 'AK36');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).not.toContain('A real answer tells one time');
  });

  it('an answer with no time of its own, failed for the same kind of step, is still told what a real answer tells', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you were under pressure to finish a job quickly.',
      answer:
        'honestly if the customer is breathing down my neck i just skip the pressure test because nine times out of ten the joints are fine and nobody checks it anyway',
      topic: 'Job interview: plumber',
    });
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('A real answer tells one time');
  });
});

describe('spoken set AR, round 16 (measured held out first, then read)', () => {
  it('AR10, "you cant help someone who wont help themselves ... these young people are used to social services doing everything for them": blame, held at 2 and named', () => {
    const e = rated('ar', 'AR10');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('pushing the problem onto others and talking down to the people you serve');
  });

  it('AR34, "you can tell them till youre blue in the face ... so i did what i was booked to do": the same', () => {
    const e = rated('ar', 'AR34');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('pushing the problem onto others');
  });

  it('AR23, "the interpreter rang in sick ... the appointment was moved to the next afternoon": the cancellation is told, the answer is not held at 2', () => {
    const e = rated('ar', 'AR23');
    expect(e.rating).toBeGreaterThanOrEqual(3.5);
    expect(e.rating_explanation).not.toContain('calling something off');
  });

  it('AR8, a surveyor who could not reach three areas "and wrote it up as no asbestos detected throughout": a record made to look right, though a negation stands in the clause before', () => {
    const e = rated('ar', 'AR8');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('changing records to look right');
  });

  it('a negation that governs both verbs still clears them: "i would never sign it off and write it up as done"', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you were asked to sign off work you had not checked.',
      answer:
        'last spring my supervisor asked me to sign off a gas safety record for a boiler another engineer had serviced. i would never sign it off and write it up as done without seeing it, so i drove out the next morning, ran the flue gas analysis and tightness test myself, found the seal on the case was split, replaced it, and then signed the record with my own readings. the landlord had a correct certificate two days later.',
      topic: 'Job interview: gas engineer',
    });
    expect(e.feedback).not.toContain('changing records to look right');
    expect(e.rating).toBeGreaterThanOrEqual(4);
  });

  it('AR37, a fine story of renovating a border, told for "a time you had to manage a difficult volunteer": no volunteer is difficult in it, held at 2', () => {
    const e = rated('ar', 'AR37');
    expect(e.rating).toBeLessThanOrEqual(2);
  });

  it('AR17, "so on a live breakfast show a guests lapel mic died about ten seconds before we came back": the scene is set, and not asked for', () => {
    const e = rated('ar', 'AR17');
    expect(e.feedback).toContain('You set the scene: "so on a live breakfast show');
    expect(e.feedback).not.toContain('Start with one sentence that sets the scene');
  });

  it('AR39, "the guard and the pressure pads they was in the way ... so i take them off and i feed the pieces by hand": a guard taken off to get the work done', () => {
    const e = rated('ar', 'AR39');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('taking the guards off machines');
  });

  it('a guard taken off with the machine isolated and locked off, to change a blade, is maintenance done right (it was held at 2 before)', () => {
    const e = rateAnswer({
      question: 'Tell me about a time a machine in your workshop stopped working properly.',
      answer:
        'last march the panel saw started burning the edges on every cut. i isolated the saw at the wall, locked it off with my own padlock, took the guard off and found the blade had lost two teeth. i fitted a new blade from stores, put the guard back, tested it on an offcut with the supervisor watching and we were cutting again within forty minutes. since then i check the blade at the start of every shift.',
      topic: 'Job interview: joiner',
    });
    expect(e.feedback).not.toContain('taking the guards off');
    expect(e.rating).toBeGreaterThanOrEqual(4);
  });

  it('AR13, "our workshop foreman dave he spent a day reworking the floor plan ... and i was on that job with him the whole time": someone else solved it', () => {
    const e = rated('ar', 'AR13');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('Tell a time the solution was yours');
  });

  it('a speaker who spent a day reworking it themselves is not told someone else solved it', () => {
    const e = rateAnswer({
      question: "Tell me about a time you solved a problem on a job that didn't go to plan.",
      answer:
        'last autumn the tracking for a wheelchair accessible van did not line up with the restraint spacing on the drawings. i told my foreman we would be a day late, then i spent a day reworking the floor plan myself, moved the tracking forty millimetres, recalculated the anchor points and booked the pull tests. the van passed all four tests and went out two days late, and the customer signed it off.',
      topic: 'Job interview: vehicle converter',
    });
    expect(e.feedback).not.toContain('Tell a time the solution was yours');
    expect(e.rating).toBeGreaterThanOrEqual(4);
  });

  it('AR32, computers or a trip: "in my school now the computers are very old they take like five minutes to start": an example of their own, not asked for one', () => {
    const e = rated('ar', 'AR32');
    // Round 17: the sentence is quoted once, by the position it takes; this point keeps its words without it.
    expect(e.feedback).toContain('"i think i would choose the new computers because in my school');
    expect(e.feedback).toContain('You backed it with what you know first-hand');
    expect(e.feedback).not.toContain('Back it with one specific example');
  });

  it('AR3, "and the farmer he gave us an extra trailer": the subject said twice is not cut from its sentence in the example', () => {
    const e = rated('ar', 'AR3');
    expect(e.example_answer).not.toMatch(/the farmer\. He/i);
    expect(e.example_answer).toMatch(/the farmer he gave us an extra trailer/i);
  });

  it('"I called the duty manager and the gate | he had only hand luggage": a thing, not a person, is no subject said twice, and is still cut', () => {
    const e = rateAnswer(gradedAnswer('outside-t-spoken-heldout.json', 'T12'));
    expect(e.example_answer).not.toMatch(/the gate he had/i);
  });

  it('AR2, "every morning i do my check before the groundworkers start and that day i find a great crested newt": the routine stays in the present, the story goes into the past', () => {
    const e = rated('ar', 'AR2');
    expect(e.example_answer).toContain('Every morning I do my check before the groundworkers start and that day I found a great crested newt');
  });

  it('AR29, "we kept getting complaints from users in scotland": what came to the speaker is not quoted as what they did', () => {
    const e = rated('ar', 'AR29');
    expect(e.feedback).toContain('You said what you did yourself: "so i pulled about two thousand of the failed utterances');
  });
});

describe('spoken set AT, round 16 (measured held out first, then read)', () => {
  it('AT14, a living wall told in the present ("i check the irrigation first and i find the drip line there is blocked ... two weeks after i go back"): a story, not "no experience"', () => {
    const e = rated('at', 'AT14');
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('tells no experience of your own');
    expect(e.feedback).toContain('Tell it in the past tense');
  });

  it('AT26, "a year nine group mostly boys who\'d decided drama was embarrassing": what the pupils felt is no pupil shamed', () => {
    const e = rated('at', 'AT26');
    expect(e.feedback).not.toContain('humiliating or shaming a pupil');
    expect(e.rating).toBeGreaterThanOrEqual(4);
  });

  it('a teacher who says "sometimes a bit of public embarrassment works better" still shames a pupil', () => {
    const e = rateAnswer({
      question: 'Tell me about a time a pupil kept disrupting your lesson.',
      answer:
        'last term a boy in year eight kept talking over me, so i stopped the lesson and read his last test mark out to the class. sometimes a bit of public embarrassment works better than a detention, and he was quiet for the rest of the week.',
      topic: 'Job interview: secondary teacher',
    });
    expect(e.feedback).toContain('humiliating or shaming a pupil');
    expect(e.rating).toBeLessThanOrEqual(2);
  });

  it('AT21, twelve thousand euros split in two "that way it stayed under and he didnt have to fill in all the forms": going round the rule', () => {
    const e = rated('at', 'AT21');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('knowing the rule and going round it');
  });

  it('AT24, "i put a link across the switch connector so the truck run normal": a seat switch bypassed', () => {
    const e = rated('at', 'AT24');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('switching off a safety device to keep the work going');
  });

  it('AT31, the manager took the customer into his office and found the unauthorised work; "i was there in the office with them": someone else solved it', () => {
    const e = rated('at', 'AT31');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('Tell a time the solution was yours');
  });

  it('AT36, "honestly it was not because of us ... this is not my problem ... that is for the office to explain": blame', () => {
    const e = rated('at', 'AT36');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('pushing the problem onto others');
  });
});

describe('spoken set AU, round 16 (measured held out first, then read)', () => {
  it.each([
    ['AU14', 'a chorus singer who "just sort of got my head down with the score and worked through it" the afternoon a tenor went off sick'],
    ['AU35', 'a reprographics assistant who "basically just juggled things around and got it going" for a mock exam at nine'],
    ['AU39', 'a nurse who says "before the uk i work two years in a hospital in riyadh"'],
  ])('%s, %s: an experience of their own, not held at 2', (id) => {
    const e = rated('au', id);
    expect(e.feedback).not.toContain('tells no experience of your own');
    expect(e.rating).toBeGreaterThan(3);
  });

  it('AU27, "so after the storms in february i was producing flood extent maps": a story\'s time, not another subject announced', () => {
    const e = rated('au', 'AU27');
    expect(e.rating_explanation).not.toContain('does not speak to what the question asks');
    expect(e.rating).toBeGreaterThanOrEqual(4.5);
  });

  it('AU5, "its their licence on the line not mine and if they keep getting it wrong thats on them": blame', () => {
    const e = rated('au', 'AU5');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('pushing the problem onto others');
  });

  it('U26, "i ask my colleague from quality to prepare the reports because this is his area not mine": work handed to the right person, no blame', () => {
    expect(rated('u', 'U26').rating).toBeGreaterThanOrEqual(4.5);
  });

  it('AU11, the senior rigger spotted the crack, confirmed it and rang the owner while "i was on the winch ... and i wrote the measurements down as he shouted them": someone else found it', () => {
    const e = rated('au', 'AU11');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('Tell a time the solution was yours');
  });

  it('T14, "my colleague dave he\'s the first aider ... put him in the recovery position ... and i sort of stood by the doorway": someone else dealt with it', () => {
    const e = rated('t', 'T14');
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('Tell a time the solution was yours');
  });
});

describe('spoken sets AV and AW, round 16 (measured held out first, then read)', () => {
  it.each([
    ['av', 'AV3', '"this is not our mistake you give us the wrong postcode ... these site managers they never read the confirmation email"'],
    ['av', 'AV33', '"that is between him and the tax office not us ... most of them do not even open their post so you cannot really win with them"'],
    ['aw', 'AW10', '"it wasnt a prompt issue it was a content issue and they needed to sort their knowledge base out"'],
  ])('%s %s, %s: blame', (set, id) => {
    const e = rated(set as 'av' | 'aw', id);
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('pushing the problem onto others');
  });

  it.each([
    ['AV26', 'the team lead found and fixed the queue; "my part i was updating the incident ticket"'],
    ['AV27', 'the key grip worked out the rig; "i was on the truck mostly grabbing whatever he shouted for"'],
  ])('%s, %s: someone else solved it', (id) => {
    const e = rated('av', id);
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('Tell a time the solution was yours');
  });

  it('AV30, production sound "badly damaged": "clothing rustle all over the lines and the boom was full of wind noise" tells the damage', () => {
    const e = rated('av', 'AV30');
    expect(e.rating).toBeGreaterThanOrEqual(4);
  });

  it('AW21, a mistake asked for: a dose prescribed "without checking her latest creatinine", then adjusted, reported and learned from, is the mistake told, not a fail', () => {
    const e = rated('aw', 'AW21');
    expect(e.feedback).not.toContain('deciding not to check');
    expect(e.rating).toBeGreaterThanOrEqual(4);
  });

  it('the same step left out, told with no question of a mistake and nothing put right, is still failed', () => {
    const e = rateAnswer({
      question: 'Tell me about a busy shift on the ward.',
      answer:
        'last winter on a night shift we had four admissions in an hour, so i prescribed the enoxaparin for all of them without checking the latest bloods because the lab was slow and it saved about twenty minutes. nobody noticed and the shift ran fine.',
      topic: 'Job interview: junior doctor',
    });
    expect(e.rating).toBeLessThanOrEqual(2);
  });

  it('AW4, a good quiz question "lets people work it out even if they dont know it": no one misled', () => {
    const e = rated('aw', 'AW4');
    expect(e.feedback).not.toContain('misleading people about what happened');
    expect(e.rating).toBeGreaterThan(2.5);
  });
});

describe('spoken set AS, after its coach (the example only)', () => {
  it.each([
    ['AS21', 'first I downloaded the app'],
    ['AS12', 'Then I referred it to our fraud team'],
    ['AQ1', 'then they ground it out and repaired'],
  ])('%s: a story told in the present is modelled in the past ("%s")', (id, words) => {
    const e = rated(id.startsWith('AS') ? 'as' : 'aq', id);
    expect(e.example_answer).toContain(words);
  });

  it('a present recommendation in a story stays in the present: "I recommend it to everyone in my age"', () => {
    // AC37 was graded 2 (it tells of a favourite book, not a class project) and the whole reading rates it so.
    const e = rateAnswer(gradedAnswer('outside-ac-spoken-heldout.json', 'AC37'), { wholeReading: false });
    expect(e.example_answer).toContain('I recommend it to everyone');
  });

  it('AS16, a caller asking for copies of her mum\'s records: the outline names the checks on who is asking, not "checks on the patient and any medicine"', () => {
    const e = rated('as', 'AS16');
    expect(e.example_answer).toContain('the checks on who is asking');
    expect(e.example_answer).not.toContain('medicine or device');
  });

  it('AS5, an outline in SOAR says "what was at stake" once', () => {
    const e = rated('as', 'AS5');
    expect(e.example_answer.match(/what was at stake/g)?.length).toBe(1);
  });

  it('AS21, "last month my grandmother ... so on saturday morning i help her": a date is said, no tip asks for one', () => {
    const e = rated('as', 'AS21');
    expect(e.feedback).not.toContain('Add one concrete detail');
  });

  it('an answer with no date, name or figure is still asked for one', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you helped a customer.',
      answer:
        'a customer could not find what she wanted so i helped her look and i showed her where things were and she was happy and thanked me and i felt good about it',
      topic: 'Job interview: shop assistant',
    });
    expect(e.feedback).toContain('Add one concrete detail');
  });

  it('AS16: no sentence is quoted three times in "What worked", and a plan said with "i wouldn\'t" is not "real experience"', () => {
    const worked = rated('as', 'AS16').feedback.split('### What to improve')[0];
    const quotes = [...worked.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(quotes).size).toBe(quotes.length);
    expect(worked).toContain('You answered what was asked from your first sentence.');
    expect(worked).not.toContain('You backed it with real experience');
  });
});
