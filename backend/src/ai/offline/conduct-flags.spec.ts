import { rateAnswer } from './answer-rater.js';
import { findRedFlags } from './red-flags.js';

/**
 * Conduct failed in any job, said in words every trade shares: a record made to look right, a customer
 * told what is not true, a thing kept from whoever must know, a safety device switched off so the work
 * goes on, going ahead before the check, signing off one's own work. Answers written for these tests, in
 * roles none of the rules name; each has a safe twin that must not be flagged.
 */
const whatOf = (question: string, answer: string, topic: string): string[] => findRedFlags(question, answer, topic).map((flag) => flag.what);

describe('conduct an interviewer fails in any job', () => {
  it('finds a record made to show what did not happen, and not an honest record', () => {
    const question = 'A delivery of vaccines arrived late on a Friday. What would you do?';
    const topic = 'Job interview: veterinary practice receptionist';
    expect(whatOf(question, "i'd book it in on monday and date it back to the friday so the cold chain log looks complete.", topic)).toContain(
      'changing records to look right',
    );
    expect(whatOf(question, "i'd put the fridge reading in later so it looked like it was checked on time.", topic)).toContain(
      'changing records to look right',
    );
    expect(whatOf(question, 'the practice manager signs the stock sheet, so i put her initials down as the checker to save her a trip.', topic)).toContain(
      'changing records to look right',
    );
    expect(whatOf(question, "i'd log the time it really arrived, note the fridge reading and ask the vet whether the batch can still be used.", topic)).toEqual(
      [],
    );
  });

  it('finds a customer told what is not true, and not a hard truth told kindly', () => {
    const question = 'A customer asks whether their order will arrive before the wedding. What do you say?';
    const topic = 'Job interview: online florist customer adviser';
    expect(whatOf(question, "i'd tell her it's already been dispatched, even if it hadn't, so she stops worrying.", topic)).toContain(
      'telling people what is not true',
    );
    expect(whatOf(question, "i'd let her think it was the courier's delay rather than our stock problem.", topic)).toContain('telling people what is not true');
    expect(whatOf(question, "i'd tell her honestly it hasn't left yet, check with the studio and ring her back within the hour.", topic)).toEqual([]);
  });

  it('finds a mistake kept from whoever must know, and not confidentiality with its limits', () => {
    const question = 'Tell me about a time a colleague made a mistake that affected your work.';
    const topic = 'Job interview: museum collections assistant';
    expect(
      whatOf(question, 'he had handled the textile without gloves, so i said we would keep it between us and i quietly swapped the condition report.', topic),
    ).toContain('keeping it from the people who must know');
    expect(whatOf(question, 'no way was i telling the registrar, he would have lost his placement over it.', topic)).toContain(
      'keeping it from the people who must know',
    );
    expect(whatOf(question, 'i wrote up the survey and left the mould out of the report because the lender was waiting.', topic)).toContain(
      'keeping it from the people who must know',
    );
    expect(
      whatOf(question, "i told him i couldn't keep it between us, because the registrar has to know, and we reported it together that afternoon.", topic),
    ).toEqual([]);
  });

  it('finds a safety device switched off to keep working, and not one isolated under a permit', () => {
    const question = 'The gas monitor goes off while you are working in a basement plant room. What do you do?';
    const topic = 'Job interview: commercial laundry engineer';
    expect(whatOf(question, "it's usually the battery, so i'd mute it and carry on with the belt change.", topic)).toContain(
      'switching off a safety device to keep the work going',
    );
    expect(whatOf(question, 'i put the low level trip into bypass from the panel and finished the job.', topic)).toContain(
      'switching off a safety device to keep the work going',
    );
    expect(
      whatOf(
        question,
        'i get out, ring the duty engineer and only go back in once he has tested the air; if a trip has to be put into bypass that is done under a permit.',
        topic,
      ),
    ).toEqual([]);
  });

  it('finds work going ahead before the check, and not an early call for help', () => {
    const topic = 'Job interview: swimming pool plant operator';
    expect(
      whatOf(
        'The chlorine reading looks low before opening. What do you do?',
        "i wouldn't wait for the test result, i'd open on time and dose it as we go.",
        topic,
      ),
    ).toContain('going ahead before the check that must come first');
    expect(
      whatOf(
        'A swimmer collapses on the side. What do you do?',
        "i didn't wait for my supervisor, i called an ambulance straight away and started cpr.",
        topic,
      ),
    ).toEqual([]);
  });

  it('finds your own work signed off, and caps the answer however fluent it is', () => {
    const question = 'What would you do if the second checker was off sick on a release day?';
    const answer =
      'so our batch records need a second signature before release. the qa lead was off, the lorry was booked for two, so i reviewed the record line by line, reconciled the labels, and signed it off myself as approved. the batch went out on time and the customer was happy.';
    const topic = 'Job interview: contract packing supervisor';
    expect(whatOf(question, answer, topic)).toContain('signing off your own work');
    const rated = rateAnswer({ question, answer, topic });
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).toContain('signing off your own work');
  });

  it('does not flag a shortcut the speaker names only to refuse it', () => {
    expect(
      whatOf(
        'A senior colleague asks you to approve their figures without the usual review. What do you do?',
        "the easy thing would be to sign it off as checked, but i wouldn't do that, because the board relies on that review.",
        'Job interview: charity finance officer',
      ),
    ).toEqual([]);
  });

  it("does not take another person's habit, told to set the speaker apart, as the speaker's own", () => {
    expect(
      whatOf(
        'A nuisance alarm keeps going off on a night shift. What do you do?',
        'a couple of the old hands would just mute the alarm and carry on till the morning. i rang the shift manager and we had it checked by an instrument tech.',
        'Job interview: brewery process operator',
      ),
    ).toEqual([]);
  });

  it('finds changes left off the process sheet and flashed parts put in the good box (spoken set T, T35, written and graded blind), not a setter who records them', () => {
    const question = 'How would you deal with a tool that starts producing parts with flash halfway through a night shift?';
    const topic = 'injection moulding setter';
    const bad =
      "flash usually means it's over packing so what i'd do is drop the injection pressure and the hold a bit till it clears i wouldn't bother writing the changes on the process sheet because days just put it back to standard anyway and the flashed ones i'd just trim them with a knife at the press and put them in the good box with the rest rather than scrap them";
    expect(whatOf(question, bad, topic)).toContain('dismissing the rules and checks of the job');
    expect(rateAnswer({ question, answer: bad, topic }).rating).toBeLessThanOrEqual(2);
    // Its safe twin, written for this test.
    const safe =
      "i'd quarantine everything since the last good check then drop the hold pressure a little and write the change on the process sheet so days know and i'd get the flashed parts checked by quality before any of them go in the good box";
    expect(whatOf(question, safe, topic)).toEqual([]);
  });

  it('finds a step skipped to save time ("i skip the preheat on the second ladle because it take forty minutes", "we don\'t wait for the drying we just charge it"), not one done', () => {
    // The first answer is spoken set W's W40, written and graded blind (graded 2 by both graders); its twin is written for this test.
    const question = 'Tell me about a time you helped your team hit a production target.';
    const topic = 'foundry furnace operator';
    const bad =
      "we was behind like two days so i say to the guys we don't wait for the drying we just charge it in small pieces straight in the melt and also i skip the preheat on the second ladle because it take forty minutes and we need the time";
    expect(whatOf(question, bad, topic)).toContain('dismissing the rules and checks of the job');
    const safe =
      'we was behind like two days so i put the wet scrap on the drying bed first and i preheat every ladle even when it take forty minutes and we got the time back by running a third shift';
    expect(whatOf(question, safe, topic)).toEqual([]);
  });
});
