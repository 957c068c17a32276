import { readFileSync } from 'node:fs';
import { rateAnswer } from './answer-rater.js';

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

  it("\"You answered what was asked\" quotes the sentence where the answer takes up the question, in the learner's own words (blind coaches found \"you speak of 'clinic' for 'patient'\" a keyword match)", () => {
    let lines = 0;
    const flat = (text: string): string =>
      text
        .toLowerCase()
        .replace(/'/g, '')
        .replace(/[^a-z0-9 ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    for (const { question, answer, topic } of answers) {
      const line = rateAnswer({ question, answer, topic })
        .feedback.split('\n')
        .find((l) => l.includes('You answered what was asked:') || l.includes('You answered what was asked from'));
      if (line === undefined) continue;
      expect(line).not.toContain('you speak of');
      // A sentence another point quotes already ("You set the scene: ...") is not quoted again here.
      if (!line.includes('"')) continue;
      lines += 1;
      const quoted = /"(?:\.\.\.)?(.+?)(?:\.\.\.)?"/.exec(line)?.[1] ?? '';
      expect(quoted.split(' ').length).toBeGreaterThanOrEqual(4);
      // Hesitations ("um") are left out of the quote; every other word is the learner's, in their order.
      expect(flat(answer).replace(/\b(um+|uh+|erm?)\b ?/g, '')).toContain(flat(quoted));
    }
    expect(lines).toBeGreaterThanOrEqual(5);
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
    expect(e.feedback).toMatch(/gives? your steps in order/i);
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
    expect(e.rating).toBeLessThanOrEqual(2);
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
