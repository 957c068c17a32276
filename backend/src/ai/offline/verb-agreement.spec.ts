import { rateAnswer } from './answer-rater.js';
import { findAgreementSlips, withAgreementFixed } from './verb-agreement.js';

/** Agreement slips an examiner marks down, found only where the fix is certain. Sentences written for this spec. */
describe('verb agreement', () => {
  it('finds "he want", "my sister do", "some rooms is" and writes them right', () => {
    const said = 'he want a refund because my sister do the returns and some rooms is still cold';
    expect(findAgreementSlips(said).map((slip) => slip.said)).toEqual(['he want', 'my sister do', 'some rooms is']);
    expect(withAgreementFixed(said)).toBe('he wants a refund because my sister does the returns and some rooms are still cold');
  });

  it('puts a slip in a story told in the past into the past: "he try" after "last week" is "he tried"', () => {
    const said = 'last week the orders was late, so he try to cancel twice and my manager say no. now he want a discount';
    expect(findAgreementSlips(said).map((slip) => slip.fixed)).toEqual(['the orders were', 'he tried', 'my manager said', 'he wants']);
  });

  it('leaves alone what agrees already: "did she go", "let him do", "one of the nurses was", "the revenue in the accounts is", "the news is", "the class was"', () => {
    for (const fine of [
      'did she go home after that',
      'I let him do the count',
      'one of the nurses was there',
      'the revenue in the accounts is correct',
      'the news is good',
      'the class was full',
      'the bus was late',
      // A blind coach of round 22: "it" as the object, then an adjective.
      'the show went well and he got through it clean, and afterwards I wrote up notes',
    ])
      expect(findAgreementSlips(fine)).toEqual([]);
  });

  it('finds "he try", "it mean" and "my boss tell" and writes them right', () => {
    const said = 'the patient is nervous, he try to sit up, and it mean the scan has to wait until my boss tell him to lie still';
    expect(findAgreementSlips(said).map((slip) => slip.fixed)).toEqual(['he tries', 'it means', 'my boss tells']);
    expect(withAgreementFixed(said)).toBe('the patient is nervous, he tries to sit up, and it means the scan has to wait until my boss tells him to lie still');
  });

  it('reads a person or thing of the story as the subject: "the page go" is "the page went" in a past story, "the client need" is "the client needs"', () => {
    expect(findAgreementSlips('last year the page go down to one second after the fix').map((slip) => slip.fixed)).toEqual(['the page went']);
    expect(findAgreementSlips('every week the client need a report from us').map((slip) => slip.fixed)).toEqual(['the client needs']);
    for (const fine of [
      'I let the patient go home',
      'I suggested that the patient go to his GP',
      'we watched the old man go past',
      'the customer service desk was closed',
    ])
      expect(findAgreementSlips(fine)).toEqual([]);
  });

  it('leaves "it" alone as an object: "reproduced it like five times", "work on it live", "making it feel alive", "had it start"', () => {
    for (const fine of [
      'so first I reproduced it like five times',
      'I just work on it live, carefully',
      'making it feel alive',
      'we had it start at nine',
      'doing it like that I save an hour',
    ])
      expect(findAgreementSlips(fine)).toEqual([]);
  });

  it('is named in the feedback and put right in the example answer', () => {
    const result = rateAnswer({
      question: 'Tell me about a time you improved a service for customers.',
      topic: 'Job interview: library supervisor',
      answer:
        'in my last library the returns was piling up on monday mornings, so the shelves was empty and people complained. I moved two staff to an early shift, I set up a self-return trolley by the door and I trained the volunteers to sort it. after six weeks the returns were shelved by ten and the complaints stopped.',
    });
    expect(result.feedback).toContain('say "the returns were", not "the returns was"');
    expect(result.example_answer).toContain('the returns were piling up');
    expect(result.example_answer).not.toContain('shelves was');
  });

  it("names the speaker's own verbs of a story told in the present, put in the past", () => {
    const result = rateAnswer({
      question: 'Tell me about a time a passenger became unwell on your bus.',
      topic: 'Job interview: bus driver',
      answer:
        'last winter on the number twelve route an old man in the front seat go very pale and he start to shake. i stop the bus at the next safe place, i put the hazard lights on and i call the control room, they send an ambulance. i ask the other passengers to give him space and i wait with him, i talk to him calm. the ambulance come after eight minutes and they take him to hospital. after that the company put a first aid kit on every bus of our depot.',
    });
    expect(result.feedback).toContain('Tell it in the past tense: say "I stopped", not "I stop", say "I called", not "I call"');
    expect(result.example_answer).toContain('I stopped the bus');
    expect(result.example_answer).toContain('they sent an ambulance');
    expect(result.example_answer).not.toMatch(/\bi stop the bus/i);
  });
});

describe('the example answer puts a slip right as the feedback names it', () => {
  it('keeps the past the whole story gives the fix, even when the sentence moves to the Result', async () => {
    const { rateAnswer } = await import('./answer-rater.js');
    const rated = rateAnswer({
      question: 'Tell me about a time you made something faster.',
      answer:
        'last year our booking page took nearly four seconds to load. i traced it and found that one query read every seat for every show. i rewrote it to read one show at a time and added an index on the show id. the page go down to about four hundred milliseconds, and the complaints to the box office stopped.',
      topic: 'Job interview: database developer',
    });
    expect(rated.feedback).toContain('say "the page went", not "the page go"');
    expect(rated.example_answer).toContain('The page went down to about four hundred milliseconds');
  });

  // Written blind as speech-to-text or as speakers of other languages tell a story (grading/spoken-20-answers.json, outside-b and -c).
  it('in a story told in the past, "she refuse" is "she refused", and "she always have" keeps its "always"', () => {
    const said =
      'okay so in my last job in the care home there was one lady she have dementia and every morning she refuse to have her shower she was shouting and one time she was hitting my colleague so i try to understand why i ask her family and they tell me she always have a bath in the evening all her life never in the morning';
    expect(findAgreementSlips(said).map((slip) => slip.fixed)).toEqual(['she had', 'she refused', 'she always has']);
  });

  it('a story told in the present all through is put right in the past: "two weeks later she send a card" is "she sent"', () => {
    const said =
      'I explain what will happen step by step, and I ask if she want to stay with him. She stay and hold him. After, I give her a paw print in clay, and two weeks later she send a card to the clinic to say thank you.';
    expect(findAgreementSlips(said).map((slip) => slip.fixed)).toEqual(['She stayed', 'she sent']);
  });

  it('"we agree that their foreman do a daily briefing" is what was agreed, not a slip', () => {
    expect(findAgreementSlips('we agree that their foreman do a daily briefing and i check every morning')).toEqual([]);
  });

  it('"i don\'t want she find it at the counter" is not read as "she find"', () => {
    expect(findAgreementSlips("but still i call her before collection day because i don't want she find it at the counter")).toEqual([]);
  });

  it('what would happen is put right in the present, even in an answer that tells a story too: "if you cover it ... it get worse" is "it gets"', () => {
    // Written blind as speech-to-text (the second spoken set): a nail technician's method, with a client's story after it.
    const said =
      "so first i will not do the acrylic on that nail because if there is infection and you cover it you trap the moisture and it get much worse and also the tools can spread it to other clients so um i tell her kindly what i see like the green colour or the swelling and i explain i am not a doctor so i can't say what it is exactly but she should show it to pharmacist or gp and i offer to do the other nine nails and leave that one natural and short and when it is clear she come back and i do that one nail free like i had one lady last spring she was upset at first but she come back after three weeks and now she is a regular";
    const fixed = findAgreementSlips(said).map((slip) => slip.fixed);
    expect(fixed[0]).toBe('it gets');
    // "...she was upset at first but she come back after three weeks": the story is put in the past.
    expect(fixed).toContain('she came');
  });
});

describe('every verb the check reads has its fix', () => {
  it('"he cry a little at the end of the ride" in a past story is "he cried", never "he undefined" (a blind coach found it, spoken set Y)', () => {
    const slips = findAgreementSlips('last summer i took a family out on the lake and the grandfather was so happy he cry a little at the end of the ride');
    expect(slips).toContainEqual({ said: 'he cry', fixed: 'he cried' });
    for (const slip of slips) expect(slip.fixed).not.toContain('undefined');
  });
});
