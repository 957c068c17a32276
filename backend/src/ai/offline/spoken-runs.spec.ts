import { readFileSync } from 'node:fs';
import { rateAnswer } from './answer-rater.js';
import { readAnswer } from './answer-signals.js';
import { cutLongRun } from './spoken-runs.js';

/**
 * Spoken answers as speech-to-text writes them: no punctuation at all. The runs below come from answers written
 * blind by a helper who never saw the rater (grading/spoken-20-answers.json); a blind coach marked where the
 * app cut them in the wrong place, or asked for an outcome or a lesson the answer already gives.
 */
describe('spoken runs: where a transcript with no full stop is cut into sentences', () => {
  const pieces = (run: string): string[] => cutLongRun(run, true).map((piece) => piece.replace(/\.$/, ''));
  const startsAPiece = (run: string, words: string): boolean => pieces(run).some((piece) => piece.startsWith(words));
  const inOnePiece = (run: string, words: string): boolean => pieces(run).some((piece) => piece.includes(words));

  const electrician =
    "so this was about two years ago i was doing a kitchen rewire in an older house and while i was tracing the circuits i found that the previous guy had fed the new cooker off a ring that was way too small for it like the cable was actually warm to the touch so i stopped work straight away isolated that circuit and explained to the homeowner what i'd found and why it was dangerous she wasn't thrilled because it meant extra cost and another day but i showed her the scorching on the back of the socket and took photos and then i ran a dedicated radial for the cooker tested everything and wrote it all up on the certificate in the end she actually recommended us to her neighbour";
  const driver =
    'okay so i was doing deliveries and one address was an old man and he was not answering the door but i can hear the tv very loud and normally we just leave a card but i was worried because i can see his letters on the floor from the window like many days of letters so i call the depot and they say just go to next drop';
  const carer =
    'okay so in my last job in the care home there was one lady she have dementia and every morning she refuse to have her shower she was shouting and one time she was hitting my colleague so i try to understand why i ask her family and they tell me she always have a bath in the evening all her life never in the morning so i speak with my senior and we change her routine to evening';

  it('the words that open the next sentence go with it: "in the end she recommended us", "normally we just leave a card"', () => {
    expect(startsAPiece(electrician, 'in the end she actually recommended us')).toBe(true);
    expect(startsAPiece(driver, 'and normally we just leave a card')).toBe(true);
    expect(
      startsAPiece(
        'so last year i had a boy in year four who was really falling behind in reading and he was reading about two years below his age so i spoke with the senco and his mum and we set up short daily phonics sessions with a teaching assistant by the end of the year he had caught up about a year',
        'by the end of the year he had caught up',
      ),
    ).toBe(true);
  });

  it('what someone was told or suggested stays with the telling: "they tell me she always has...", "I suggested we add..."', () => {
    expect(inOnePiece(carer, 'they tell me she always have a bath')).toBe(true);
    expect(
      inOnePiece(
        'but obviously people had been locked out for hours after that i wrote up a proper incident review owned the mistake in the team meeting and i suggested we add an automated test for that config plus a rule that config changes need a second reviewer we put both in and we have not had that kind of outage since',
        'i suggested we add an automated test',
      ),
    ).toBe(true);
  });

  it('a clause put first stays with the sentence it opens: "once they realise you can fix it they don\'t need the manager"', () => {
    expect(
      inOnePiece(
        "i'd let them finish what they're saying without interrupting because people just want to be heard and i'd tell them what i can actually do for them right now because often once they realise you can fix it they don't need the manager anymore but if they still want to escalate i wouldn't block them",
        "once they realise you can fix it they don't need the manager",
      ),
    ).toBe(true);
  });

  it('"the strand test we did" says which test: it is not cut before "we"', () => {
    expect(
      inOnePiece(
        'but she really wanted it for a wedding so we went as far as we safely could and it came out more of a warm caramel and she was upset like almost in tears i stayed calm i showed her the strand test we did and explained that pushing it further would have damaged her hair then i offered a toner',
        'the strand test we did and explained',
      ),
    ).toBe(true);
  });

  it('a long run is cut where a clause of its own starts ("so i speak with my senior"), and no piece ends on "and" or "the"', () => {
    expect(startsAPiece(carer, 'so i speak with my senior and we change her routine')).toBe(true);
    for (const run of [electrician, driver, carer]) {
      for (const piece of pieces(run)) expect(piece).not.toMatch(/\b(and|the|a|to|so|i)$/);
      expect(pieces(run).every((piece) => piece.split(' ').length <= 45)).toBe(true);
    }
  });
});

describe('spoken answers: outcomes, lessons and examples said without punctuation', () => {
  const markers = (quotes: { marker: string }[]): string => quotes.map((q) => q.marker.toLowerCase()).join(' | ');

  it('"after maybe one week she was much more calm" is how it ended, and "so i learn that you need to know the person" the lesson', () => {
    const s = readAnswer(
      'Tell me about a time you had to deal with a resident who refused care.',
      'okay so in my last job in the care home there was one lady she have dementia and every morning she refuse to have her shower so i speak with my senior and we change her routine to evening and also i put her music from when she was young and i talk with her slowly about her village and after maybe one week she was much more calm and she let me help her so i learn that you need to know the person not only the task',
    );
    expect(markers(s.results)).toMatch(/much more calm/);
    expect(markers(s.lessons)).toMatch(/i learn that/);
  });

  it('"we haven\'t had that kind of outage since" is an outcome; "it made me realise" is a lesson', () => {
    expect(
      markers(
        readAnswer(
          'Tell me about a time you made a mistake at work.',
          "i rolled it back within about 20 minutes and i suggested we add an automated test for that config we put both in and we haven't had that kind of outage since",
        ).results,
      ),
    ).toMatch(/haven't had that kind of outage since/);
    expect(
      markers(
        readAnswer(
          "Tell me about a time you noticed something that didn't seem right.",
          'i asked the pharmacist to have a word and when the pharmacist explained she was really grateful and it made me realise how important it is to actually listen to what people say at the counter',
        ).lessons,
      ),
    ).toMatch(/made me realise/);
  });

  it('"like i had one where someone said..." and "i remember a student asking me..." are real examples', () => {
    expect(
      markers(
        readAnswer(
          "What would you do if a user kept reporting the same problem after you'd fixed it?",
          "i'd ask if i can watch them reproduce it because users often describe the symptom not the cause like i had one where someone said their outlook kept crashing and it turned out to be a dodgy add in",
        ).examples,
      ),
    ).toMatch(/i had one where/);
    expect(
      markers(
        readAnswer(
          'What do you think is the most important quality for a nurse?',
          "i'd say it's really good observation skills i remember a student asking me how i knew a patient was getting septic before the obs were really bad",
        ).examples,
      ),
    ).toMatch(/i remember a/);
  });

  it('"the root cause" is not a reason given', () => {
    const s = readAnswer(
      "What would you do if a user kept reporting the same problem after you'd fixed it?",
      "so first i'd assume i didn't actually fix the root cause rather than assuming the user is doing something wrong",
    );
    expect(s.reasons).toEqual([]);
  });
});

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
