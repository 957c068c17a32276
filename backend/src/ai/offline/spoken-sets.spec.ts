import { rateAnswer } from './answer-rater.js';
import { gradedAnswer } from '../eval/eval-set.js';

/**
 * The spoken sets R-Y rated end to end, item by item: each set was written and graded blind, measured
 * once before it was read, and what its blind coaches found wrong is held here (tips asking for what the answer has,
 * cuts, grammar in the example, caps and false fails). See `eval/data/README.md`, rounds 10 and 11.
 */
/** Items of the spoken sets R-Y (`outside-{r,t,w,x,y}-spoken-heldout.json`), written and graded blind. */
const spokenItem = (set: 'r' | 't' | 'w' | 'x' | 'y', id: string): { question: string; answer: string; topic: string } =>
  gradedAnswer(`outside-${set}-spoken-heldout.json`, id);

describe('no tip asks for what a spoken answer already says (blind coaches found each of these)', () => {
  it('"eleven minutes later she survived and it taught me that...": the outcome is heard and quoted where it is said', () => {
    const e = rateAnswer(spokenItem('r', 'U8'));
    expect(e.feedback).not.toContain('End with the outcome');
    expect(e.feedback).toMatch(/You finished with an outcome: "[^"]*she survived/);
  });

  it('"so nobody lose anything and after that i suggest we put a line in our client care letter": an outcome and a lesson', () => {
    const e = rateAnswer(spokenItem('r', 'U16'));
    expect(e.feedback).not.toContain('End with the outcome');
    expect(e.feedback).not.toContain('Add what you learned');
  });

  it('"what i took from that is to always talk to the person who\'s actually going to use it" is a lesson', () => {
    expect(rateAnswer(spokenItem('r', 'U3')).feedback).not.toContain('Add what you learned');
  });

  it('"after maybe three weeks she was making her own lunch" is a specific ending, and a story is never said to "follow PREP"', () => {
    const e = rateAnswer(spokenItem('r', 'U5'));
    expect(e.feedback).not.toContain('Make the ending specific');
    expect(e.feedback).not.toMatch(/follows PREP/);
    expect(e.example_answer).not.toMatch(/\*\*Point:\*\*/);
  });

  it('"so i know what signs and cones we\'re supposed to have", "so drivers get plenty of notice" give the reasons for the steps', () => {
    // Written blind (spoken set Q, T8).
    const e = rateAnswer({
      question: 'How would you set up safely before laying lines on a road that is still open to traffic?',
      answer:
        "so before anything i'd check the traffic management plan for that job so i know what signs and cones we're supposed to have and where um then we'd put the advance warning signs out first starting furthest away so drivers get plenty of notice and then the cone taper and the lane closure and i'd always be facing the traffic when i'm putting cones out never with my back to it and the impact protection lorry sits behind us once the closure's in and then i'd just do the normal checks on the machine and the materials and get going",
      topic: 'road marking operative',
    });
    expect(e.feedback).not.toContain('Give the reason for each step');
    expect(e.feedback).toMatch(/You explained why: "[^"]*so (i know|drivers get)/);
  });
});

describe('a spoken story told in the present is put in the past in the example (blind coaches found it half done)', () => {
  it('"last black friday week ... i look at the volume ... i move two people": the tip names the verbs and the example tells them in the past', () => {
    const e = rateAnswer(spokenItem('r', 'U21'));
    expect(e.feedback).toContain('Tell it in the past tense');
    expect(e.example_answer).toContain('I moved two people');
    expect(e.example_answer).toContain('We loaded all the trunks');
  });

  it('verbs joined by "and", what the speaker did not do, and what the midwife did are put in the past too', () => {
    const e = rateAnswer(spokenItem('r', 'U10'));
    expect(e.example_answer).toContain('told her exactly what the lady said');
    expect(e.example_answer).toContain('I repeated the blood pressure');
    expect(e.example_answer).toContain('the midwife called the doctor');
    expect(e.example_answer).toContain("I didn't just write it down");
    // What is true now stays in the present.
    expect(e.example_answer).toContain("I don't know exactly");
  });
});

describe('spoken set T, measured once held out, then read (a story, a view and two qualities questions)', () => {
  it('"what do you think makes a good content moderator?" and "...the most important quality for someone working on a crisis helpline?" are answered by qualities named', () => {
    for (const id of ['T24', 'T19']) {
      const e = rateAnswer(spokenItem('t', id));
      expect(e.feedback).not.toContain('does not speak to what the question asks');
      expect(e.rating).toBeGreaterThanOrEqual(2.5);
    }
  });

  it('"it take about six weeks but she qualify and now she is working with a lady in leeds what i learn is...": outcome and lesson, not "after three weeks she was getting worse"', () => {
    const e = rateAnswer(spokenItem('t', 'T1'));
    expect(e.feedback).toMatch(/You finished with an outcome: "[^"]*she qualify/);
    expect(e.feedback).not.toContain('Add what you learned');
  });

  it('"the thing i took from it was tell people early" is one sentence and a lesson', () => {
    const e = rateAnswer(spokenItem('t', 'T6'));
    expect(e.feedback).not.toContain('Add what you learned');
    expect(e.example_answer).not.toMatch(/the thing\. I took/i);
  });

  it('"that\'s a tricky one ... it depends ... i\'d have to see at the time ... could we maybe come back to that one" puts the question off', () => {
    const e = rateAnswer(spokenItem('t', 'T20'));
    expect(e.rating).toBeLessThan(1.5);
    expect(e.feedback).toContain('It puts the question off');
  });

  it('one "it depends" before real steps is no evasion (a sentence written for this test)', () => {
    const e = rateAnswer({
      question: "How would you handle it if a key result from your experiments didn't replicate?",
      answer:
        "it depends a bit on the result but first i'd rerun it myself with fresh reagents and a new batch of animals then i'd check the analysis code with a colleague who hadn't seen it and if it still didn't replicate i'd tell my pi straight away and we'd report it honestly even if it means pulling the figure from the paper",
      topic: 'neuroscience researcher',
    });
    expect(e.feedback).not.toContain('puts the question off');
    expect(e.rating).toBeGreaterThan(3);
  });

  it('"remembering people is what brings them back" is right as said: the subject is the whole "-ing" phrase', () => {
    const e = rateAnswer(spokenItem('t', 'T31'));
    expect(e.feedback).not.toContain('say "people are"');
    expect(e.example_answer).toContain('remembering people is what brings them back');
  });

  it('an aside and a fronted time stay with their clause: "we had I think nine days", "and for the first few weeks he wouldn\'t eat", "Instead I started"', () => {
    expect(rateAnswer(spokenItem('t', 'T6')).example_answer).toContain('we had I think nine days left');
    const fostering = rateAnswer(spokenItem('t', 'T10')).example_answer;
    expect(fostering).toContain("for the first few weeks he wouldn't eat with us");
    expect(fostering).toContain('Instead I started asking him to help me cook');
  });

  it('a plan for "what would you do if..." is said to follow PAR, not PREP, when it gives steps and their reasons', () => {
    const e = rateAnswer(spokenItem('t', 'T18'));
    expect(e.feedback).not.toMatch(/PREP/);
    expect(e.feedback).toContain('your answer follows PAR');
  });

  it('"we had a couple who came the first year..." backs a view with an example', () => {
    expect(rateAnswer(spokenItem('t', 'T31')).feedback).not.toContain('Back it with one specific example');
  });
});

describe('spoken set W, measured once held out, then read', () => {
  it('"after two months we was around forty five percent so now he use the activity collars": the ending has its figure', () => {
    const e = rateAnswer(spokenItem('w', 'W4'));
    expect(e.feedback).not.toContain('Make the ending specific');
    expect(e.feedback).not.toContain('End with the outcome');
  });

  it('examples said the way people say them: "like when guests won\'t sit down i\'ll say...", "one i was quite pleased with", "during my masters"', () => {
    for (const id of ['W35', 'W14', 'W39']) expect(rateAnswer(spokenItem('w', id)).feedback).not.toContain('Back it with one specific example');
  });

  it('a question tag is right as said: "you just get on with it don\'t you" is not corrected to "it doesn\'t"', () => {
    expect(rateAnswer(spokenItem('w', 'W1')).feedback).not.toContain('say "it doesn\'t"');
  });

  // W22's "listen to what the client really wants" was checked in its example too, until round 15 rated W22 adequate
  // (it sums itself up in that line): an adequate answer's example is an outline, not its own words.
  it('what is true in general stays in the present: "find out what the mother wants herself"', () => {
    expect(rateAnswer(spokenItem('w', 'W27')).feedback).not.toContain('say "the mother wanted"');
  });

  it('a broker who wants "to keep the deal together" by finding middle ground is not failed for talking a risk down', () => {
    const e = rateAnswer(spokenItem('w', 'W20'));
    expect(e.feedback).not.toContain('talking a risk down');
    expect(e.rating).toBeGreaterThan(2);
  });

  it('"ring the monitoring centre straight away so they know..." keeps the purpose with its step', () => {
    expect(rateAnswer(spokenItem('w', 'W25')).example_answer).toContain('straight away so they know');
  });

  it('"so we\'d shot about forty pots out past the point" sets the scene; "between the two" is no concrete detail', () => {
    expect(rateAnswer(spokenItem('w', 'W16')).feedback).not.toContain('Start with one sentence that sets the scene');
    expect(rateAnswer(spokenItem('w', 'W26')).feedback).not.toContain('Concrete detail: "so you need to find the balance between the two"');
  });

  it('"half the men who sign up ... it\'s like no darling you\'re not working": contempt for the clients, named, and no "does not speak to the question"', () => {
    const e = rateAnswer(spokenItem('w', 'W32'));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('talking down to the people you serve');
    expect(e.feedback).not.toContain('does not speak to what the question asks');
  });

  it('a weak answer that only uses the question\'s words ("risk management is basically in my dna") is not told it answered what was asked', () => {
    const e = rateAnswer(spokenItem('w', 'W9'));
    expect(e.rating).toBeLessThan(3);
    expect(e.feedback).not.toContain('You answered what was asked');
  });

  it('cuts from the coaches\' review are mended: "and farmer he was sure", "even though we were still in front", "i say to the guys we don\'t wait"', () => {
    const farmer = rateAnswer(spokenItem('w', 'W4')).example_answer;
    expect(farmer).not.toContain('and farmer. He');
    // "i suggest to try the tail paint and check three times": the suggestion's second verb is no past.
    expect(farmer).toContain('try the tail paint and check three times');
    expect(rateAnswer(spokenItem('w', 'W29')).example_answer).not.toMatch(/even though\. We/);
  });
});

describe('spoken set X, measured once held out, then read', () => {
  it('good answers no longer failed: "the shame people carry" is no pupil shamed; "being approachable", "a good listener", "for me it\'s knowing when to shut up" name qualities', () => {
    for (const id of ['X39', 'X22', 'X40']) {
      const e = rateAnswer(spokenItem('x', id));
      expect(e.rating).toBeGreaterThanOrEqual(3);
      expect(e.feedback).not.toContain('cannot score above');
    }
  });

  it('"that wasn\'t really on me ... what do they expect ... i wouldn\'t call that my mistake" pushes the problem onto others', () => {
    const e = rateAnswer(spokenItem('x', 'X6'));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('pushing the problem onto others');
  });

  it('"can we maybe go to the next question and come back to this one later i need to think a little bit more" puts the question off', () => {
    expect(rateAnswer(spokenItem('x', 'X16')).feedback).toContain('It puts the question off');
  });

  it('"after two months the backlog was half and also the errors in the database went down" is an outcome', () => {
    expect(rateAnswer(spokenItem('x', 'X29')).feedback).not.toContain('End with the outcome');
  });

  it('from the coaches\' review of X: a step of the plan in the present ("and i write it up in the range log") is no "real experience"; "yeah absolutely" is a position; "they don\'t know hard work" is no one kept in the dark', () => {
    const range = rateAnswer(spokenItem('x', 'X11'));
    expect(range.feedback).not.toContain('You backed it with real experience');
    expect(range.feedback).toContain('Add a time you handled something similar');
    expect(rateAnswer(spokenItem('x', 'X17')).feedback).not.toContain('State your position in the first sentence');
    const tea = rateAnswer(spokenItem('x', 'X2'));
    expect(tea.feedback).not.toContain('misleading people about what happened');
    expect(tea.feedback).toContain('talking down to the people you serve');
  });

  it('"what makes a good sailing instructor?" answered by "the best race i ever sailed was...": a story of the speaker\'s, not the instructor', () => {
    for (const [set, id] of [
      ['x', 'X34'],
      ['t', 'T27'],
    ] as const) {
      const e = rateAnswer(spokenItem(set, id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toMatch(/It tells a story of your own, not what makes a good (sailing instructor|requirements document)/);
    }
    // The qualities answers of the same form are not touched.
    for (const [set, id] of [
      ['t', 'T24'],
      ['x', 'X40'],
    ] as const)
      expect(rateAnswer(spokenItem(set, id)).feedback).not.toContain('It tells a story of your own');
  });
});

describe('spoken set Y, held out for the round, measured once, then read', () => {
  it('"what\'s the most important skill for a medical science liaison?" is answered by "to be credible ... the important thing is ... never oversell", not failed as another question', () => {
    const e = rateAnswer(spokenItem('y', 'Y15'));
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('It answers a different question');
  });

  it('"the director came over and thanked the animal team" is no one solving the problem: the head trainer who took the mare\'s lead is', () => {
    const e = rateAnswer(spokenItem('y', 'Y8'));
    expect(e.feedback).not.toContain('the director solved the problem');
    expect(e.feedback).toMatch(/In this story someone else \("[^"]*he took her lead"\)/);
  });

  it('"the new numbers matched the check lab", "some of them came back and said thank you" are outcomes; "that\'s a deadline i\'m really proud of" is one sentence', () => {
    for (const id of ['Y5', 'Y17']) expect(rateAnswer(spokenItem('y', id)).feedback).not.toContain('End with the outcome');
    // Y35 was graded 2 (unsafe practice) and the whole reading rates it so; the sentence cut is the rules' own work.
    const autoclave = rateAnswer(spokenItem('y', 'Y35'), { wholeReading: false }).example_answer;
    expect(autoclave).toContain("That's a deadline I'm really proud of.");
    expect(autoclave).not.toMatch(/deadline\. I'm/);
  });
});
