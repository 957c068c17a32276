import { rateAnswer } from './answer-rater.js';
import { gradedAnswer } from '../eval/eval-set.js';

/**
 * The spoken sets of round 12 rated end to end, item by item: U and V measured once at the start, Z and AA held out
 * until read by their blind coaches, AB held out for the round's rating changes. Each test holds an answer the app
 * got wrong (a false fail, a weak answer rated high, a tip asking for what the answer has, a quote that shows
 * something else). See `eval/data/README.md`, round 12.
 */
/** Items of the spoken sets U-AB (`outside-{u,v,z,aa,ab}-spoken-heldout.json`), written and graded blind. */
const spokenItem = (set: 'u' | 'v' | 'z' | 'aa' | 'ab', id: string): { question: string; answer: string; topic: string } =>
  gradedAnswer(`outside-${set}-spoken-heldout.json`, id);

describe('spoken sets U and V, measured once at the start of round 12, then read', () => {
  it('a story told in the present by a speaker of another language ("he come to us after his wife passed away ... now every thursday we have small group") is an experience of their own', () => {
    for (const id of ['U23', 'U29']) {
      const e = rateAnswer(spokenItem('u', id));
      expect(e.rating).toBeGreaterThanOrEqual(4);
      expect(e.feedback).not.toContain('tells no experience of your own');
      expect(e.feedback).not.toContain('End with the outcome');
    }
    // Its slips are still marked as an examiner would.
    expect(rateAnswer(spokenItem('u', 'U23')).feedback).toContain('say "he came", not "he come"');
  });

  it('"the carers say he is eating better", "the second sample was correct", "we start only 45 minute late" are how the story ended', () => {
    expect(rateAnswer(spokenItem('u', 'U23')).feedback).toMatch(/You finished with an outcome: "[^"]*he is eating better/);
    expect(rateAnswer(spokenItem('u', 'U29')).feedback).toMatch(/You finished with an outcome: "[^"]*only one week late/);
    expect(rateAnswer(spokenItem('u', 'U22')).feedback).toMatch(/You finished with an outcome: "[^"]*only 45 minute late/);
  });

  it('"our senior partner dr anand ... went through the records found where it had been missed", "my team lead mark jumped on the session border controller and found...": someone else solved it', () => {
    for (const id of ['V6', 'V11']) {
      const e = rateAnswer(spokenItem('v', id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toMatch(/In this story (someone else|others) \([^)]*(found|find)/);
    }
    // A colleague who "couldn't find" it, or "wanted to fix" it, solved nothing: the strong story is not touched.
    expect(rateAnswer(spokenItem('u', 'U29')).feedback).not.toContain('In this story');
  });

  it('a transcript without apostrophes is read as said: "mum just didnt engage ... it was always the schools fault ... theres only so much you can do" blames others', () => {
    for (const [set, id] of [
      ['u', 'U1'],
      ['u', 'U25'],
      ['v', 'V33'],
    ] as const) {
      const e = rateAnswer(spokenItem(set, id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toContain('pushing the problem onto others');
    }
    // The quotes read "didn't" where the transcript has "didnt".
    expect(rateAnswer(spokenItem('u', 'U1')).feedback).not.toMatch(/\b(didnt|wasnt|theres)\b/);
  });

  it('"first id pull the forecast ... then id set up the location types": a method said without apostrophes is sentences, not word salad', () => {
    const e = rateAnswer(spokenItem('v', 'V26'));
    // Round 17: a plan with no case of the speaker's own is held at 3.4 even when said in order; it is read, not gated.
    expect(e.rating).toBeGreaterThanOrEqual(3.4);
    expect(e.feedback).not.toContain('strings the question');
  });
});

describe('spoken set Z, held out for round 12, measured once, then read by two blind coaches', () => {
  it('what is true now stays in the present in the example: "now he have many friends" -> "Now he has", "what i learn is now i check the forecast"', () => {
    const friends = rateAnswer(spokenItem('z', 'Z37')).example_answer;
    expect(friends).toContain('Now he has many friends');
    expect(friends).not.toContain('Now he had');
    const marquee = rateAnswer(spokenItem('z', 'Z1')).example_answer;
    expect(marquee).toContain('now I check the forecast');
    // The story itself is still told in the past.
    expect(marquee).toMatch(/I stopped the lads/i);
  });

  it('outcomes and lessons as these speakers put them are heard: "by friday on target", "the drop call rate go from around four percent to less than one", "what stuck with me is", "the main thing i took away was"', () => {
    for (const [set, id] of [
      ['z', 'Z15'],
      ['v', 'V12'],
      ['u', 'U26'],
    ] as const)
      expect(rateAnswer(spokenItem(set, id)).feedback).not.toContain('End with the outcome');
    for (const [set, id] of [
      ['u', 'U33'],
      ['z', 'Z19'],
      ['u', 'U18'],
    ] as const)
      expect(rateAnswer(spokenItem(set, id)).feedback).not.toContain('Add what you learned');
  });

  it('blame and scorn in a fresh writer\'s words: "they all know exactly what theyre doing", "got quite mouthy", "the guard was no help at all", "some people just like to complain"', () => {
    for (const id of ['Z6', 'Z13', 'Z34']) {
      const e = rateAnswer(spokenItem('z', id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toContain('pushing the problem onto others');
    }
  });

  it('"he plug in the laptop ... he take the valve out ... so he clean it" while "i was bringing him the tools and holding the lamp": the technician solved it', () => {
    const e = rateAnswer(spokenItem('z', 'Z3'));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toMatch(/In this story (someone else|others) \(/);
  });
});

describe('spoken set AA, held out until the end of round 12, then read', () => {
  it('"i help them apply attendance allowance for her because they dont know about it" is why they needed help, not anyone misled', () => {
    const e = rateAnswer(spokenItem('aa', 'AA2'));
    expect(e.feedback).not.toContain('misleading people');
    expect(e.rating).toBeGreaterThanOrEqual(4);
  });
});

describe("opinions as Z's exam candidates gave them", () => {
  it('"it depends on the person ... it is difficult to say ... i need to think about it more ... i cannot really say" puts the question off: no reason is praised', () => {
    const e = rateAnswer(spokenItem('z', 'Z5'));
    expect(e.rating).toBeLessThan(1.5);
    expect(e.feedback).not.toContain('You gave a reason');
  });

  it('"both positive and negative effects" is no side taken: "i would say it is more negative" is the position, and the other side is acknowledged', () => {
    const e = rateAnswer(spokenItem('z', 'Z30'));
    expect(e.feedback).toMatch(/You took a clear position: "[^"]*i would say it is more negative/);
    expect(e.feedback).not.toContain('Acknowledge the other side');
  });
});

describe('what the blind coaches of Z and AA found in the output', () => {
  it('"i go through that at the start and get them to say it back to me" is teaching the range commands, not getting people to lie (AA30)', () => {
    const e = rateAnswer(spokenItem('aa', 'AA30'));
    expect(e.feedback).not.toContain('misleading people');
    expect(e.rating).toBeGreaterThanOrEqual(4);
  });

  it('"this skill is important for me because it make me more independent" is why it matters, not "i burn it the first time because the fire was too big" (Z4)', () => {
    expect(rateAnswer(spokenItem('z', 'Z4')).feedback).toMatch(/You explained why it matters: "[^"]*this skill is important for me/);
  });

  it('the outcome quoted is how it ended, not a step: "they had no more jam calls for the next three months", "the client only came back with two changes"', () => {
    expect(rateAnswer(spokenItem('z', 'Z28')).feedback).toMatch(/You finished with an outcome: "[^"]*no more jam calls/);
    const subtitles = rateAnswer(spokenItem('z', 'Z20')).feedback;
    expect(subtitles).toMatch(/You finished with an outcome: "[^"]*only came back with two changes/);
    expect(subtitles).not.toMatch(/outcome: "[^"]*worked through it in fifteen minute chunks/);
  });

  it('someone else solved it ("she find two of the guidelines was ambiguous ... she rewrite the guideline", "he had me hold the ladder"), and blame ("that was really on the lawyers not on the lit support side", "people just dont read anything") in AA', () => {
    for (const id of ['AA6', 'AA39']) expect(rateAnswer(spokenItem('aa', id)).feedback).toMatch(/In this story (someone else|others) \(/);
    for (const id of ['AA8', 'AA23']) expect(rateAnswer(spokenItem('aa', id)).feedback).toContain('pushing the problem onto others');
  });

  it('AA\'s outcomes and lessons are heard: "after two months i could change the chain by myself", "we run 200 units with no reset", "and now i flag the heavy time entries"', () => {
    for (const id of ['AA4', 'AA13']) expect(rateAnswer(spokenItem('aa', id)).feedback).not.toContain('End with the outcome');
    for (const id of ['AA10', 'AA37']) expect(rateAnswer(spokenItem('aa', id)).feedback).not.toContain('Add what you learned');
  });

  it('more endings and lessons as said: "the arm volume was down about ten percent", "night flow come back normal", "it really brought home why the photos and timings matter", "now always when i see high uplink noise"', () => {
    expect(rateAnswer(spokenItem('ab', 'AB27')).feedback).not.toContain('End with the outcome');
    expect(rateAnswer(spokenItem('v', 'V36')).feedback).not.toContain('Make the ending specific');
    for (const [set, id] of [
      ['z', 'Z21'],
      ['v', 'V12'],
    ] as const)
      expect(rateAnswer(spokenItem(set, id)).feedback).not.toContain('Add what you learned');
  });
});
