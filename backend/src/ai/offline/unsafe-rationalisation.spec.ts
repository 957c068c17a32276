import { judgeAnswer, rateAnswer } from './answer-rater.js';
import { findRedFlags } from './red-flags.js';

/**
 * How an unsafe choice is argued for in any field: the caution called an overreaction, the record
 * called paperwork, the person who must decide left out, someone's word taken for a check, a failed
 * check followed by "as normal", hazardous waste in the general bin. Answers written for these tests,
 * in fields none of the rules name.
 */
const whatOf = (question: string, answer: string, topic: string): string[] => findRedFlags(question, answer, topic).map((flag) => flag.what);

describe('unsafe practice argued for in any field', () => {
  it('finds a risk talked down as an overreaction, a drama or paperwork', () => {
    const question = 'What would you do if a ride stopped halfway with guests on it?';
    const topic = 'Job interview: theme park ride operator';
    expect(whatOf(question, "first thing is not to overreact, i'd reset it from the panel and run it again with them on.", topic)).toContain(
      'talking a risk down to skip the proper step',
    );
    expect(whatOf(question, 'writing it up just creates paperwork for the engineers, so i restart it and keep the queue moving.', topic)).toContain(
      'talking a risk down to skip the proper step',
    );
    expect(whatOf(question, "a stop log makes the whole team look bad at the monthly review, so i'd sort it quietly myself.", topic)).toContain(
      'talking a risk down to skip the proper step',
    );
  });

  it('finds reporting kept for the big incidents only', () => {
    expect(
      whatOf(
        'Tell me about a time something went wrong on a shift.',
        'a pallet of paint tins tipped, a couple split, i mopped it and only filled in the accident book if somebody was actually hurt or it was a really big mess.',
        'Job interview: hardware store supervisor',
      ),
    ).toContain('reporting only when it is serious');
  });

  it('finds the person who must decide left out to save time', () => {
    const topic = 'Job interview: scaffolder';
    expect(
      whatOf('A tie has come loose on a scaffold. What do you do?', "no need to call the site engineer for one tie, i'd re-fix it and carry on.", topic),
    ).toContain('going ahead without the person who has to decide or be told');
    expect(
      whatOf(
        'A tie has come loose on a scaffold. What do you do?',
        'if i reported it to the principal contractor we would lose the whole morning waiting for an inspection.',
        topic,
      ),
    ).toContain('going ahead without the person who has to decide or be told');
  });

  it("finds someone's word taken instead of a check", () => {
    expect(
      whatOf(
        'A man at the door says he is from the gas board and needs to come in. What do you do?',
        "if he sounds genuine and has a lanyard i'd let him in, they're usually just the meter reader.",
        'Job interview: housing support officer',
      ),
    ).toContain("acting on someone's word instead of verifying it");
  });

  it('finds a failed check followed by going ahead as normal', () => {
    expect(
      whatOf(
        'The pressure test on a new boiler install drops slightly. What do you do?',
        "it's only a small drop, so i'd sign it off anyway and the customer gets heating tonight.",
        'Job interview: heating engineer',
      ),
    ).toContain('going ahead as normal after a check has failed');
  });

  it('finds hazardous waste put in the general bin, and not a kitchen using its general bin', () => {
    expect(
      whatOf(
        'How do you deal with a used needle found in a public toilet?',
        'i pick it up with a paper towel and drop it in the general waste, quick and easy.',
        'Job interview: cleaner',
      ),
    ).toContain('putting hazardous waste in the general bin');
    expect(
      whatOf(
        'How do you close the kitchen at night?',
        'food scraps go in the food caddy and the wrappers in the general waste, then i mop.',
        'Job interview: kitchen porter',
      ),
    ).toEqual([]);
  });

  it('finds a rule named and then gone round, or the procedure called box-ticking', () => {
    const topic = 'Job interview: lift engineer';
    const question = 'The annual thorough examination of a passenger lift is due but the parts are late. What do you do?';
    expect(
      whatOf(question, "technically it's supposed to come out of service, but i'd leave it running for the week, it's been fine all year.", topic),
    ).toContain('knowing the rule and going round it');
    expect(whatOf(question, 'taking a lift out of service for the sake of paperwork helps nobody in a care home.', topic)).toContain(
      'knowing the rule and going round it',
    );
  });

  it('finds an incident left out of the record, but not the lesson learned from doing so', () => {
    const topic = 'Job interview: veterinary nurse';
    const question = 'Tell me about a time something went wrong during an anaesthetic.';
    expect(
      whatOf(question, "the cat's oxygen had been off for a minute, i turned it back on, she was fine, so i didn't log it in the anaesthetic record.", topic),
    ).toContain('leaving an incident or error out of the record');
    expect(whatOf(question, "i didn't log it at first, which was a mistake, and since then i record every interruption.", topic)).toEqual([]);
  });

  it('finds past luck offered as the reason a check can go', () => {
    expect(
      whatOf(
        'How do you make sure a rented van is safe before a long trip?',
        "i look at the tyres from the cab, nine times out of ten they're fine, and i've done it like that hundreds of times.",
        'Job interview: removals driver',
      ),
    ).toContain('justifying it by how it usually turns out');
  });

  it('finds the person who must decide left unasked because they would say no, or the usual step named and gone round', () => {
    const topic = 'Job interview: event steward';
    const question = 'The crowd barrier on one side has a cracked base just before doors open. What do you do?';
    expect(whatOf(question, "i didn't ring the safety officer because they'd just say no and doors were in ten minutes.", topic)).toContain(
      'going ahead without the person who has to decide or be told',
    );
    expect(whatOf(question, "normally you'd close that section, but i cable-tied it and opened on time.", topic)).toContain(
      'knowing the rule and going round it',
    );
  });

  it('finds a failed check written down as a pass', () => {
    expect(
      whatOf(
        'Tell me about a time a calibration check failed on your shift.',
        'the torque wrench read ten percent low, so i adjusted my pull by feel and wrote the 6 am check in as a pass.',
        'Job interview: wind turbine assembly fitter',
      ),
    ).toContain('changing records to look right');
  });

  it('names pressing on as the problem, not a missing report or phone call', () => {
    const topic = 'Job interview: canoe guide';
    const question = 'Tell me about a time the weather changed on a trip.';
    expect(whatOf(question, 'the river rose fast after lunch, but the group was keen so we paddled on rather than turning back.', topic)).toEqual([
      'pressing on when the conditions say stop',
    ]);
    expect(whatOf(question, "you can't stop every time it drizzles, so we paddled on through the squall.", topic)).toEqual([
      'pressing on when the conditions say stop',
    ]);
  });

  it('does not flag the safe practice that names the shortcut to refuse it', () => {
    const topic = 'Job interview: laboratory technician';
    const question = 'What would you do if you dropped a tube of patient serum?';
    for (const answer of [
      'some people say logging every little spill just creates paperwork, but i log every one because the pattern matters.',
      'i never take their word for it, i check the request form and the labels against the system.',
      'i would not put anything from a spill in the general waste: it goes in the yellow clinical bag and i tell the senior.',
      'my supervisor said not to overreact, and she was right, so i stayed calm, followed the spill kit steps and reported it.',
      'the pharmacist said give it now and carry on as normal tomorrow, and i wrote the real time on the chart with a note.',
      "i phoned the client's contact straight away rather than waiting for the report, because it was live personal data.",
      "i wouldn't investigate myself or contact the parents: i'd pass it to the safeguarding lead the same day.",
      "one of the handlers in our office said, well it's small, just leave it, no one checks. i told the client it has to be declared, and we declared it.",
      "for me compliance isn't a tick-box exercise: i read the procedure, i follow it, and i log what i found.",
      "i didn't want to bother the duty manager at three in the morning, but i rang her anyway because the reading was out of range.",
      "i didn't log it straight away because the patient needed me, but i logged it before the end of the shift.",
    ]) {
      expect(whatOf(question, answer, topic)).toEqual([]);
    }
  });

  it('caps such an answer at 2 and names what an interviewer would fail in the feedback', () => {
    const input = {
      question: 'A patient tells you their new tablets make them dizzy. What do you do?',
      answer:
        "honestly dizziness with those is really common, so not to overreact, i'd tell them to carry on as normal and halve the dose if it gets worse. no need to call the gp for that, it would only take a week to get through to them.",
      topic: 'Job interview: community pharmacy assistant',
    };
    const judgement = judgeAnswer(input);
    expect(judgement.rating).toBeLessThanOrEqual(2);
    const feedback = rateAnswer(input).feedback;
    expect(feedback).toContain('talking a risk down to skip the proper step');
    expect(feedback).toContain('going ahead without the person who has to decide or be told');
    expect(feedback).not.toMatch(/You explained why/i);
  });
});
