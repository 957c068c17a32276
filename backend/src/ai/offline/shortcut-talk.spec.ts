import { gradedAnswer, gradedSetItems } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';
import { findShortcutTalk } from './shortcut-talk.js';

describe('a shortcut talked down, in any trade', () => {
  it('"i dont bother getting the scales out ... they very rarely leak so that way the customer gets a full certificate": failed at 2, and said why', () => {
    const e = rateAnswer(gradedAnswer('outside-z-spoken-heldout.json', 'Z29'));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('talking a shortcut down');
  });

  it('"normally youd leave them in the room a few days but ... the client was over the moon", "we didnt have time to wait for them to dry ... it looked spot on": the step the job takes, skipped, and the delight as proof', () => {
    // Spoken sets AA and AC, written and graded blind: both graded 2 by two graders (gluing onto a damp screed; sealing damp, unprimed joints).
    for (const [file, id] of [
      ['outside-aa-spoken-heldout.json', 'AA31'],
      ['outside-ac-spoken-heldout.json', 'AC32'],
    ]) {
      const e = rateAnswer(gradedAnswer(file, id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toContain('talking a shortcut down');
    }
    // Said once, with the checks done, it is how a careful fitter talks.
    expect(
      findShortcutTalk("Normally you'd leave the boards two days to acclimatise, so I did, and I tested the screed with a meter before gluing."),
    ).toBeNull();
  });

  it('"i skipped the tanking because honestly ... loads of fitters do it", "i cut out the bits that slow you down", "we dont need to waste time with the scanner": read after sets AD-AG were measured', () => {
    // Each graded 2 by two graders: tiling onto board with no tanking (two fitters), coring dry with no scan for services.
    for (const [file, id] of [
      ['outside-af-spoken-heldout.json', 'AF15'],
      ['outside-ag-spoken-heldout.json', 'AG22'],
      ['outside-ag-spoken-heldout.json', 'AG12'],
    ]) {
      const e = rateAnswer(gradedAnswer(file, id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toContain('talking a shortcut down');
    }
  });

  it("one such phrase is fair speech, and one quoted to be refused is not the speaker's", () => {
    expect(findShortcutTalk('I checked every seal, that way nothing gets missed, and I logged each one.')).toBeNull();
    expect(
      findShortcutTalk("Some people say there's no need to weigh them, that way you save time. I weigh every one, because a leak shows only on the scales."),
    ).toBeNull();
  });

  it('flags none of the answers graded 4 or 5 in any graded set', () => {
    const flagged = gradedSetItems().filter((item) => item.grade >= 4 && findShortcutTalk(item.answer) !== null);
    expect(flagged.map((item) => `${item.file} ${item.id}`)).toEqual([]);
  });
});
