import { rateAnswer, judgeAnswer } from './answer-rater.js';
import { readCoherence } from './coherence.js';
import { classifyQuestion } from './question-kind.js';
import { findRedFlags } from './red-flags.js';

/**
 * Judgement in general forms, with answers written for these tests in roles the graded sets do not
 * use: word order against the same words shuffled, word salad, red flags for more role families,
 * a story told in the present tense, and honest feedback for capped answers.
 */
const BAKERY_STORY =
  'Last December our oven failed on the morning of a big wedding order. I moved the cakes to the second oven, phoned the client to push delivery by an hour, ' +
  'and asked a colleague to start the icing early. We delivered all three tiers by eleven and the client ordered again in March.';

describe('coherence', () => {
  it('fails the words of a good answer shuffled, and keeps the answer itself', () => {
    const words = BAKERY_STORY.toLowerCase().replace(/[.,]/g, '').split(' ');
    // A fixed reordering (every third word first), so the test reads the same each time.
    const shuffled = [0, 1, 2].flatMap((r) => words.filter((_, i) => i % 3 === r)).join(' ');
    expect(readCoherence(shuffled).verdict).toBe('shuffled');
    expect(readCoherence(BAKERY_STORY).verdict).toBeNull();
  });

  it('fails nouns strung with articles as word salad, and keeps a terse list of checks', () => {
    const salad =
      'dough the oven temperature because, um, the proving of the flour tray, so the crust the baker of the yeast, then the sourdough of the starter the loaf the bench';
    // Shuffled or salad: either way not sentences, and capped.
    expect(readCoherence(salad).verdict).not.toBeNull();
    const checks =
      'Flour weighed, water at twenty-four degrees, starter at peak. Then autolyse, mix, fold every thirty minutes, shape, retard overnight at four degrees.';
    expect(readCoherence(checks).verdict).toBeNull();
  });
});

describe('red flags beyond the graded roles', () => {
  it.each([
    [
      'How do you handle a server outage late at night?',
      'I just log in with the admin password my colleague shared with me and restart it, and I turned off the firewall so it comes back faster.',
    ],
    ['How do you store leftovers in your café?', 'I go by smell really, and the soup I leave out on the counter overnight to cool.'],
    [
      'What would you do if a client said they slipped in your gym?',
      'I would tell the staff to say they did not see anything, so it looks like the sign was there.',
    ],
  ])('%s', (question, answer) => {
    expect(findRedFlags(question, answer, 'Practice').length).toBeGreaterThan(0);
    const rated = rateAnswer({ question, answer, topic: 'Practice' });
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.feedback).not.toContain('You explained why');
  });
});

describe('stories and answers in other forms', () => {
  it('counts the actions of a story told in the present tense by a speaker of another language', () => {
    const answer =
      'Last year a guest was very angry because his room was not clean when he arrived. I say sorry, I listen to him, and I call housekeeping to clean it first. ' +
      'I give him a coffee in the bar while he wait. After thirty minutes the room was ready and he say thank you, and he wrote a good review.';
    const j = judgeAnswer({ question: 'Tell me about a time you helped an unhappy guest.', answer, topic: 'Job interview: hotel receptionist' });
    expect(j.nonAnswer).toBeNull();
    expect(j.rating).toBeGreaterThanOrEqual(3.5);
  });

  it('outlines a facts-first answer for a factual question, not an opinion with "the other side"', () => {
    const rated = rateAnswer({
      question: 'Who will you be staying with during your visit?',
      answer: 'Good morning sir, how are you today? It is very hot outside, you must be very busy. Thank you for your time, sir, I like your city very much.',
      topic: 'Visa interview',
    });
    expect(rated.rating).toBeLessThanOrEqual(2);
    expect(rated.example_answer).toContain('facts asked for');
    expect(rated.example_answer).not.toContain('other side');
  });

  it("shows a capped answer's parts no higher than the cap", () => {
    const rated = rateAnswer({
      question: 'Tell me about a difficult sale you closed.',
      answer:
        'Join our award-winning team! As a sales negotiator you will be responsible for generating new business and negotiating offers. We are looking for a motivated individual with a full driving licence. Uncapped commission and a company car.',
      topic: 'Job interview: estate agent',
    });
    expect(rated.rating).toBeLessThanOrEqual(2);
    const percents = [...rated.feedback.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
    expect(percents.length).toBeGreaterThan(0);
    expect(Math.max(...percents)).toBeLessThanOrEqual(25);
  });
});

describe('non-answers in other words', () => {
  it('takes questions put to the interviewer for small talk, but not the questions a role-play asks for', () => {
    const smallTalk =
      "oh hello, sorry I'm a bit early, is it always this busy on the ring road? I came in from the west side and it took ages. is this your main depot then? it looks brand new. anyway, do you get many applicants for these jobs?";
    const judged = judgeAnswer({
      question: 'How would you plan a route with twelve drops and two collections?',
      answer: smallTalk,
      topic: 'Job interview: van driver',
    });
    expect(judged.nonAnswer?.kind).toBe('chat');
    expect(judged.rating).toBeLessThanOrEqual(2);

    const rolePlay =
      "hi, I bought a kettle from you last week and the lid won't close. is it still under guarantee? do you have the same model in stock, or can I get a refund instead? and do I need the receipt, because I paid by card?";
    const asked = judgeAnswer({
      question: 'Role-play: call the shop and ask about returning a faulty kettle.',
      answer: rolePlay,
      topic: 'LanguageCert speaking',
    });
    expect(asked.nonAnswer?.kind).not.toBe('chat');
  });

  it('fails an answer made of management buzzwords with nothing behind them', () => {
    const buzz =
      'for me it is about a holistic, purpose-driven lens. I make sure every decision is co-produced with stakeholders, robust and meaningful, ' +
      'so we build a seamless ecosystem with a lasting legacy and truly transformational impact for everyone we serve.';
    const judged = judgeAnswer({ question: 'How do you decide which repairs to fund first?', answer: buzz, topic: 'Job interview: housing asset manager' });
    expect(judged.nonAnswer?.kind).toBe('buzzwords');
    expect(judged.rating).toBeLessThanOrEqual(2);
  });
});

describe('one point said over and over', () => {
  const loop =
    'for me it is all about hygiene really. hygiene comes first in a kitchen, so I keep everything hygienic, and the team has to be hygienic too. ' +
    'if the hygiene is right then everything else in the kitchen is right, that is why hygiene is the main thing, hygiene all day every day. ' +
    'customers want hygiene, inspectors want hygiene and the owner wants hygiene, so hygiene is the answer, hygiene and more hygiene.';

  it('is a loop, not an answer, and is not taken for false reassurance', () => {
    expect(readCoherence(loop).verdict).toBe('loop');
    const judged = judgeAnswer({ question: 'How do you store raw chicken in the fridge?', answer: loop, topic: 'Job interview: line cook' });
    expect(judged.rating).toBeLessThanOrEqual(2);
  });

  it('does not take "making sure everyone is safe" for waving a risk away', () => {
    const aim =
      "first I'd stop the lock and shout for help, throw the life ring and call 999, making sure everyone's safe on the side. " +
      "I'd close the paddles so the water stops moving, keep talking to the person and wait for the crew, then record it in the log.";
    const judged = judgeAnswer({ question: 'What would you do if a child fell into the canal lock?', answer: aim, topic: 'Job interview: lock keeper' });
    expect(judged.redFlags.map((f) => f.what)).not.toContain('reassuring people that a risk is nothing without checking it');
  });
});

describe('non-answers that read like English', () => {
  it('names a job advert read out as a job advert, not as words strung together', () => {
    const advert =
      'the museum learning officer is responsible for planning and delivering the schools programme across both sites. the post holder works with ' +
      'teachers, volunteers and curators, and the role also involves running holiday workshops. this is a permanent post with hybrid working and a pension scheme.';
    const judged = judgeAnswer({ question: 'Why do you want this job?', answer: advert, topic: 'Job interview: museum learning officer' });
    expect(judged.nonAnswer?.kind).toBe('job-ad');
    expect(judged.cap?.why).toContain('job advert');
    expect(judged.coherence.verdict).toBeNull();
  });

  it('fails a definition given where a plan was asked for ("X is when...")', () => {
    const definition =
      'so a stock discrepancy is when the system count and the physical count do not agree, and shrinkage is the loss you cannot explain, ' +
      'as opposed to damage which is recorded. cycle counting is counting a small part of the stock every day instead of a full count once a year.';
    const judged = judgeAnswer({
      question: 'What would you do if the count for one aisle came out forty units short?',
      answer: definition,
      topic: 'Job interview: warehouse stock controller',
    });
    expect(judged.nonAnswer?.kind).toBe('definition');
    expect(judged.rating).toBeLessThanOrEqual(2);
  });

  it('asks "describe a ... you got wrong" for the time it happened, and fails general advice in its place', () => {
    const advice =
      'I think the key is that you should always check the data and not go on gut feeling. you need to review it every week, ' +
      'and when something goes wrong you have to own it and be open with your manager, because everyone gets it wrong sometimes.';
    const judged = judgeAnswer({ question: 'Describe a stock order you got wrong.', answer: advice, topic: 'Job interview: retail buyer' });
    expect(judged.rating).toBeLessThanOrEqual(2);
  });
});

describe("stories told in the trade's words (round 7)", () => {
  it('hears what went wrong in the trade\'s own words: "kept collapsing", "too fast"', () => {
    const question = 'Tell me about a time a batch went wrong and what you did about it.';
    const answer =
      'last spring our sourdough loaves kept collapsing in the oven on the second day of a new flour. i checked the dough temperatures and the proof was running too fast, ' +
      'so i cut the levain from twenty to fifteen percent and chilled the water. by the friday the loaves held their shape and returns went back to none.';
    const judged = judgeAnswer({ question, answer, topic: 'artisan baker' });
    expect(judged.nonAnswer?.kind).not.toBe('no-setback');
    expect(judged.rating).toBeGreaterThanOrEqual(3.5);
  });

  it('reads a scene followed by "How do you tackle it?" as a plan to describe', () => {
    const judged = judgeAnswer({
      question: 'A tenant reports a damp patch spreading on the bedroom ceiling. How do you tackle it?',
      answer:
        'first i go up into the loft and check the felt and the flashing around the chimney, then i check the bathroom above for a leaking trap. once i know the source i fix that, let the ceiling dry out and stain-block it before painting.',
      topic: 'maintenance surveyor',
    });
    expect(judged.kind).toBe('hypothetical');
  });

  it('reads "talk me through how your team..." as a plan, and "what is it about our firm..." as a view, not a technical question', () => {
    expect(classifyQuestion('Talk me through how your team strips out a kitchen without damaging the floor.')).toBe('hypothetical');
    expect(classifyQuestion('What is it about our practice in particular that makes you want to work here?')).not.toBe('technical');
  });

  it('takes a present-tense story that ends with a pleased customer as an experience', () => {
    const question = 'Tell me about a repair that was difficult and how you did it.';
    const answer =
      'one lady bring me the clock of her grandmother, it stop every night around three. i open the movement and i see the pivots are worn and dirty, so i clean everything, ' +
      'i rebush two holes and i replace the mainspring because the old one is tired. i test it one week on my bench. she was very happy, she came back with her husband watch.';
    const judged = judgeAnswer({ question, answer, topic: 'clock repairer' });
    expect(judged.nonAnswer?.kind).not.toBe('no-experience');
    expect(judged.rating).toBeGreaterThanOrEqual(3);
  });

  it('fails a mistake put on someone else ("it wasn\'t really my fault"), and keeps one owned in spite of it', () => {
    const question = 'Tell me about a mistake you made and what you learned from it.';
    const blamed =
      'last year i booked the wrong ferry for a coach party of forty, the afternoon one instead of the morning one, so they missed the first day of the tour. ' +
      'but honestly the booking system shows both sailings on one screen, so it was not my fault, anyone would have done it. the office sorted out a refund in the end.';
    const owned =
      'last year i booked the wrong ferry for a coach party of forty, the afternoon one instead of the morning one. even though the booking screen was confusing and it was not really my fault, ' +
      'i rang every passenger myself, rebooked the hotel night and now i read the sailing time back to the client before i pay.';
    expect(findRedFlags(question, blamed, 'tour operator').map((f) => f.what)).toContain('blaming others for your own mistake');
    expect(judgeAnswer({ question, answer: blamed, topic: 'tour operator' }).rating).toBeLessThanOrEqual(2);
    expect(findRedFlags(question, owned, 'tour operator').map((f) => f.what)).not.toContain('blaming others for your own mistake');
  });

  it('fails advice on how to answer put as "for a question like that... a good candidate would..."', () => {
    const answer =
      'ok so for a question like that the key thing is to show the interviewer you stay calm. a good candidate would talk through how they check the tank, ' +
      'who they call and how they make sure it does not happen again, and maybe mention the regulations somewhere near the end.';
    const judged = judgeAnswer({ question: 'What would you do if you found a fuel leak under a hire van?', answer, topic: 'van hire depot manager' });
    expect(judged.nonAnswer?.kind).toBe('advice');
    expect(judged.rating).toBeLessThanOrEqual(2);
  });
});
