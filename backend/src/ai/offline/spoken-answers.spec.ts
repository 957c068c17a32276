import { readFileSync } from 'node:fs';
import { rateAnswer } from './answer-rater.js';
import { gradedAnswer } from '../eval/eval-set.js';

/**
 * Spoken answers as speech-to-text writes them (lower case, no punctuation), rated end to end: the feedback's
 * quotes, the off-topic gate, caps and the example. Every answer here was written blind by a helper who never saw
 * the rater (grading/spoken-20-answers.json and the spoken sets Q, R and S in src/ai/eval/data).
 */
describe('spoken answers: the feedback quotes what the learner said', () => {
  const answers = JSON.parse(readFileSync(new URL('../eval/data/grading/spoken-20-answers.json', import.meta.url), 'utf8')) as Array<{
    question: string;
    answer: string;
    topic: string;
  }>;

  it('"You answered what was asked" names only words the answer says (a blind coach found question words quoted as the answer\'s)', () => {
    let lines = 0;
    for (const { question, answer, topic } of answers) {
      const line = rateAnswer({ question, answer, topic })
        .feedback.split('\n')
        .find((l) => l.includes('You answered what was asked: you speak of'));
      if (line === undefined) continue;
      lines += 1;
      // Each pair is "the answer's word" or "the answer's word" for "the question's term".
      for (const [, said] of line.matchAll(/"([^"]+)"(?: for "[^"]+")?/g)) expect(answer.toLowerCase()).toMatch(new RegExp(`\\b${said.toLowerCase()}\\b`));
    }
    expect(lines).toBeGreaterThan(10);
  });

  it('a spoken answer joined by "and" is no list of steps unless the speaker does them: no "You laid out steps" for kind words', () => {
    // Written blind (the second spoken set): a food bank volunteer who never says what they would do.
    const e = rateAnswer({
      question: 'How would you respond if a client became upset because the food bank had run out of something they needed?',
      answer:
        "i think food banks are such an important part of the community especially at the moment with everything being so expensive and um a lot of people don't realise how many families are struggling you know it could be anyone it could be your neighbour and i think it's really important that people feel welcome and not judged when they come in because it takes a lot to walk through that door and i've always been someone who cares about other people and i think being kind and being patient is really key in a role like this so i'd just always try to be kind",
      topic: 'food bank volunteer',
    });
    expect(e.feedback).not.toContain('You laid out steps');
    expect(e.feedback).toContain('Give your steps in order');
    // A food bank is no place of figures: the outline speaks of the person, not of "how you check the figures".
    expect(e.example_answer).not.toContain('figures');
  });
});

/**
 * Answers the app failed as off the question or unsafe, written blind as speech-to-text (the third spoken set) and
 * graded 3-5 by two graders. Each was measured once before the fix.
 */
describe('spoken answers that speak to the question in their own words', () => {
  it('"What makes a good dry stone waller?" is answered by a wall and its batter, without the word "waller"', () => {
    const e = rateAnswer({
      question: 'What makes a good dry stone waller?',
      answer:
        "patience mostly because a wall that's rushed looks fine for a year and then it bellies out so you've got to keep your throughs and your hearting tight even where nobody would ever see it like last october i took down six metres i'd built myself because the batter was drifting and um it cost me two days but that wall will still be standing when i'm not and that's the job really",
      topic: 'drystone waller',
    });
    expect(e.rating).toBeGreaterThan(3);
    expect(e.feedback).not.toContain('does not speak to what the question asks');
  });

  it('"Why do you want to be a student ambassador?" is answered by the speaker\'s own reasons, without the role\'s name', () => {
    const e = rateAnswer({
      question: 'Why do you want to be a student ambassador?',
      answer:
        "um i think it'd be a really good opportunity for me like to develop my confidence and my communication skills and i really love the uni so i'd like to share that with other people and help them um and i think it would look good on my cv as well honestly and i like meeting new people and i think i'd be good at it because i'm quite friendly and approachable so yeah i just think it'd be a good experience and i'd enjoy it",
      topic: 'student ambassador interview (university open days)',
    });
    expect(e.rating).toBeGreaterThan(2);
    expect(e.feedback).not.toContain('does not speak to what the question asks');
  });

  it('"check the nearby locations because nine times out of ten it\'s been put away in the wrong bin" picks where to look first: no red flag', () => {
    const e = rateAnswer({
      question: 'Walk me through how you would investigate a stock discrepancy on a high value item.',
      answer:
        "so first i'd i'd recount it myself physically with someone else not just trust the first count and check the nearby locations because nine times out of ten it's been put away in the wrong bin then i'd pull the movement history for that sku and look at the last goods in the picks and any adjustments and compare it against the paperwork so the delivery notes and the despatch notes and if it's still missing i'd check whether any returns were booked in but never put away and um then raise it with the manager and yeah take it from there depending what i find",
      topic: 'inventory controller',
    });
    expect(e.feedback).not.toContain('how it usually turns out');
    expect(e.rating).toBeGreaterThan(3.5);
    // A method told step by step from its first step is modelled as those steps, tidied, not as a blank outline.
    expect(e.example_answer).toMatch(/^\*\*Action:\*\* First I'd recount it myself/);
    expect(e.example_answer).not.toContain('A real answer');
  });
});

/** Weak answers the app rated 3.9-4.4, written blind as speech-to-text (the third spoken set) and graded 2 by both graders. */
describe('spoken answers an interviewer would mark down', () => {
  it('a story in which "my supervisor jan she basically got the paper forms out ... and i was mainly answering the phone" is capped, and says who solved it', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you sorted out a problem with patient records or admin on the ward.',
      answer:
        "um so yeah we had a day where the the system went down like the whole patient administration system and nobody could see who was in which bed or book any transport and it was absolute chaos honestly and the phones didn't stop so my my supervisor jan she basically got the paper downtime forms out of the office and she set up a whiteboard and rang the it helpdesk and she sort of went round each bay with the nurse in charge and wrote everything down and i was mainly um answering the phone and telling people the system was down and then it came back on about four o'clock and jan typed it all back in so it was fine in the end and i think what i'd say is it was a good day to see how you handle pressure",
      topic: 'ward clerk',
    });
    expect(e.rating).toBeLessThanOrEqual(2.5);
    expect(e.feedback).toContain('your supervisor solved the problem');
  });

  it('wastage added "that we probably did have" so "that brought it back within tolerance" is a record made to look right', () => {
    const e = rateAnswer({
      question: "Tell me about a time your stock count didn't match what the system said.",
      answer:
        "yeah so we had a stocktake where we were down about eighteen pints on one of the lagers and like twelve on a cider which doesn't sound a lot but the area manager goes through the variance line by line so um what i did was i went back through the wastage sheet and i added a few line cleans and a couple of fobbed kegs that we probably did have that week we just hadn't written down and that brought it back within tolerance and the stocktaker signed it off with no questions so it was sorted and the team didn't get hassle and honestly i learned that it's easier to keep the wastage sheet a bit generous all the time then you've got a buffer when the count comes in",
      topic: 'pub cellar manager',
    });
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('changing records to look right');
  });

  it('cones spaced "so it still looks like a proper taper", "you can get away with it": the rule kept in looks only', () => {
    const e = rateAnswer({
      question: 'How would you set up a lane closure on a fast road if you arrived and found you were short of cones and signs?',
      answer:
        "honestly this happens more than you'd think so what i'd do is just make what we've got work because the client doesn't want to hear the job's late so um i'd stretch the cones out like double the spacing on the taper so it still looks like a proper taper from a distance and i'd probably drop the first advance sign the one a mile back because by the time people get to the second one they've seen it anyway and if it's a quiet morning you can get away with it and we'd crack on and then if the van comes back with more kit later we'd put it out then so basically you stay flexible and you keep the job moving and the lads are happy because they're not standing around",
      topic: 'traffic management operative (roadworks)',
    });
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('going round it');
  });
});

/** Good answers the app failed, written blind as speech-to-text (the fourth spoken set) and graded 5 by two graders. */
describe('good spoken answers not to be failed', () => {
  it('"what makes a good science presenter?" is answered by the qualities, one after another, without the word "presenter"', () => {
    const e = rateAnswer({
      question: 'What makes a good science presenter?',
      answer:
        "i think the biggest thing is um being able to read the room so you can change the show live and second is being accurate even when you simplify because kids remember the wrong version for years so for example i used to say we have seasons because the earth gets closer to the sun and a teacher in the audience politely corrected me afterwards that it's the tilt and i felt silly but i changed my script that night and now i actually do a little demo with a torch and a tilted globe and the kids get it way better and third i'd say like leaving space for questions because the best bit of a show is usually a seven year old asking something i didn't plan for",
      topic: 'planetarium presenter',
    });
    expect(e.rating).toBeGreaterThan(4);
  });

  it('"i\'d cancel ... and i\'ve done that a few times" is the safe choice made before, not a shortcut justified by habit', () => {
    const e = rateAnswer({
      question: 'How would you decide whether to cancel a flight on a marginal weather morning?',
      answer:
        "right so um first thing i'd look at the aviation forecasts the night before and again at like four in the morning so the tafs and the metars for the nearest airfields and the winds at different heights because the surface can be calm but at two thousand feet it could be twenty knots and that changes where you land and then i'd release a pibal a little helium balloon on site to actually see the drift and if the numbers are inside my limits but the trend is getting worse i'd cancel because you can't easily land early with passengers in a basket and um i'd tell the passengers honestly why and rebook them and i've done that a few times and yeah people are disappointed but nobody has ever complained a week later that they didn't get hurt",
      topic: 'hot air balloon pilot',
    });
    expect(e.feedback).not.toContain('how it usually turns out');
    expect(e.rating).toBeGreaterThan(4);
  });
});

describe('the scene a spoken story sets', () => {
  it('is quoted from where the story starts ("at a wedding two summers ago"), not from its end ("at once", "when i was there")', () => {
    const videographer = rateAnswer({
      question: 'Tell me about a time something went wrong during a shoot and how you handled it.',
      answer:
        "so um at a wedding two summers ago my main camera threw a card error like halfway through the vows and you can't exactly ask them to say it again so luckily i always run a second camera on a tripod at the side and i'd clipped a separate audio recorder onto the groom so i knew the vows were covered i swapped cards quietly during the reading and kept going and in the edit i cut between the wide shot and the close ups i'd got before the error and the couple honestly never noticed until i told them and since then i only shoot on bodies with two card slots writing to both at once so one bad card can't cost me anything",
      topic: 'wedding videographer',
    });
    expect(videographer.feedback).toContain('You set the scene: "so at a wedding two summers ago');
    const carer = rateAnswer({
      question: 'Give me an example of when you helped someone become more independent.',
      answer:
        "yes so um there was a lady she come home from hospital after a hip operation and she was very low she don't want to try nothing she want us to do everything for her the washing the breakfast everything and i understand because she is scared to fall so i start small i ask her only to butter her toast herself sitting down and i stay next to her and the next visit we do the toast and the tea and i put the kettle on the side so she don't need to reach and i tell the occupational therapist about the perching stool and after maybe three weeks she was making her own lunch and walking to the front door to let us in and she was very proud she tell her son on the phone when i was there",
      topic: 'reablement support worker',
    });
    expect(carer.feedback).not.toContain('You set the scene: "she tell her son');
  });
});

describe('self-repairs in the example answer', () => {
  it('are said as repaired: "i was fitting a i mean we were fitting" is "we were fitting", "a bungalow no sorry a town house" is "a town house"', () => {
    const fitter = rateAnswer({
      question: 'Tell me about a time you noticed a problem on a job before it became expensive.',
      answer:
        "yeah so um last spring i was fitting a i mean we were fitting a kitchen in a terrace house and the worktops had already been templated and cut by another firm and when i dry fitted the run by the window i noticed the sink cut out was like forty mil off from where the base unit was so if we'd glued it up the tap would have hit the window board so i stopped before anything got siliconed i measured it three times took photos and rang the office and the customer and explained it plainly and um i suggested we move the sink unit along rather than wait three weeks for a new worktop and the customer was happy with that so i swapped two units over re ran the waste and it was finished the same day and the customer actually rang my boss to say thanks and these days i dry fit everything and check the cut outs against the units before i open a tube of glue",
      topic: 'kitchen fitter',
    });
    expect(fitter.example_answer).toContain('Last spring we were fitting a kitchen');
    const installer = rateAnswer({
      question: 'Tell me about a time you had to deal with a customer who was anxious about the work you were doing.',
      answer:
        "um yeah there was an elderly gentleman in a bungalow no sorry a town house with a curved stair and his daughter had booked it not him and he didn't really want it he kept saying he was fine on the stairs and he got quite upset while i was unloading the rail so i stopped and um had a cup of tea with him and just had a chat and reassured him and talked him through it a bit and he calmed down and let me get on and by the end of the day he was riding it up and down quite happily and what i took from that is to always talk to the person who's actually going to use it not just whoever booked it",
      topic: 'stairlift installer',
    });
    expect(installer.example_answer).toContain('an elderly gentleman in a town house');
  });

  it('a refusal said with "no sorry" is no repair (a sentence written for this test)', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you had to say no to a customer.',
      answer:
        'last month a customer at the hire desk wanted to take a cement mixer without a deposit because he was a regular and i said no sorry we cannot do that without the card but i offered to hold it for an hour while he fetched it and he came back with the card and thanked me for keeping it for him',
      topic: 'tool hire',
    });
    expect(e.example_answer).toMatch(/I said no sorry/);
    expect(e.example_answer).toMatch(/we cannot do that without the card/i);
  });
});

describe('a view said the way people say it', () => {
  it('"yes definitely because they\'re the ones who walk past it every day" takes a clear position in the first sentence', () => {
    const e = rateAnswer({
      question: 'Should communities get a say in the design of public murals?',
      answer:
        "yes definitely because they're the ones who walk past it every day and a mural that people feel was dumped on them gets tagged within a month but i don't mean design by committee um the artist still has to make it work visually so what i do is run a drop in session before i sketch anything like for the underpass on mill road we put i put up a board outside the chip shop and people wrote memories of the area and an old fella told me about the lido that got knocked down so the lido ended up as the centrepiece and it's been up three years now and nobody's touched it",
      topic: 'mural painter',
    });
    expect(e.feedback).toContain('You took a clear position: "yes definitely');
    expect(e.feedback).not.toContain('view in the first sentence');
  });
});

/** Items of the spoken sets R, T, W, X and Y (`outside-{r,t,w,x,y}-spoken-heldout.json`), written and graded blind. */
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

  it('what is true in general stays in the present: "listen to what the client really wants", "find out what the mother wants herself"', () => {
    expect(rateAnswer(spokenItem('w', 'W22')).example_answer).toContain('what the client really wants');
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
    expect(e.feedback).toContain('In this story someone else ("he took her lead")');
  });

  it('"the new numbers matched the check lab", "some of them came back and said thank you" are outcomes; "that\'s a deadline i\'m really proud of" is one sentence', () => {
    for (const id of ['Y5', 'Y17']) expect(rateAnswer(spokenItem('y', id)).feedback).not.toContain('End with the outcome');
    const autoclave = rateAnswer(spokenItem('y', 'Y35')).example_answer;
    expect(autoclave).toContain("That's a deadline I'm really proud of.");
    expect(autoclave).not.toMatch(/deadline\. I'm/);
  });
});
