import { readdirSync, readFileSync } from 'node:fs';
import { rateAnswer } from './answer-rater.js';
import { withApostrophes } from '../text/contractions.js';
import { gradedAnswer } from '../eval/eval-set.js';
import { cutLongRun } from './spoken-runs.js';

/**
 * Where round 13 cuts a transcript with no full stop, on answers written blind by helpers who never saw the rater (the
 * spoken sets in eval/data). Each case is a cut the example answer or a quote showed torn from its clause before.
 */
const pieces = (file: string, id: string): string[] =>
  cutLongRun(withApostrophes(gradedAnswer(file, id).answer), true).map((piece) => piece.replace(/\.$/, ''));
const inOnePiece = (file: string, id: string, words: string): boolean => pieces(file, id).some((piece) => piece.includes(words));
const startsAPiece = (file: string, id: string, words: string): boolean => pieces(file, id).some((piece) => piece.startsWith(words));

describe('spoken runs, round 13: no phrase torn from the clause it belongs to', () => {
  it('what was said back stays with the saying: "four of them said yes we can do it today"', () => {
    expect(inOnePiece('outside-ac-spoken-heldout.json', 'AC2', 'four of them said yes we can do it today')).toBe(true);
  });

  it('a clause that wants another is not ended: "the problem with the police radio link is they never...", "by the time i saw it"', () => {
    expect(inOnePiece('outside-ac-spoken-heldout.json', 'AC1', 'the police radio link is they never prioritise us')).toBe(true);
    expect(inOnePiece('outside-ac-spoken-heldout.json', 'AC1', 'by the time i saw it')).toBe(true);
    expect(inOnePiece('outside-ab-spoken-heldout.json', 'AB23', "people leave feeling they've done something meaningful")).toBe(true);
  });

  it('the words that say which thing stay with it: "a new skylight they\'d put in", "one option they hadn\'t thought of", "the best franchisees i\'ve come across are"', () => {
    expect(inOnePiece('outside-ab-spoken-heldout.json', 'AB4', "a new skylight they'd put in and hitting the caps")).toBe(true);
    expect(inOnePiece('outside-ab-spoken-heldout.json', 'AB10', "one option they hadn't thought of")).toBe(true);
    expect(inOnePiece('outside-ab-spoken-heldout.json', 'AB26', "the best franchisees i've come across are entrepreneurs")).toBe(true);
    expect(inOnePiece('outside-ab-spoken-heldout.json', 'AB22', "words she would and wouldn't use")).toBe(true);
  });

  it('the words that open the next sentence go with it: "so nowadays i ask", "and between them they had", "for example in my city vitoria they close"', () => {
    expect(startsAPiece('outside-ab-spoken-heldout.json', 'AB5', 'so nowadays i ask for reference tracks')).toBe(true);
    expect(startsAPiece('outside-ac-spoken-heldout.json', 'AC2', 'and between them they had about forty calls')).toBe(true);
    expect(startsAPiece('outside-ab-spoken-heldout.json', 'AB9', 'for example in my city vitoria they close')).toBe(true);
  });

  it('a subject said before the pronoun that takes it up opens its sentence: "so my lead she look at it", "a lot of my friends they are on tiktok"', () => {
    expect(startsAPiece('outside-ac-spoken-heldout.json', 'AC19', 'so my lead she look at it')).toBe(true);
    expect(startsAPiece('outside-ac-spoken-heldout.json', 'AC18', 'a lot of my friends they are on tiktok')).toBe(true);
    expect(startsAPiece('outside-ab-spoken-heldout.json', 'AB29', 'so my colleague he get some pieces of timber')).toBe(true);
  });

  it('"i call the duty manager and the gate": a second thing called is not read as the next subject', () => {
    expect(pieces('outside-t-spoken-heldout.json', 'T12').some((piece) => /^and the gate he/.test(piece))).toBe(false);
  });

  it('a time that ends its clause stays with it, and what was found or feared follows: "he call our line one morning and he was crying", "i find out he never had a break", "he is scared she fall"', () => {
    expect(inOnePiece('outside-aa-spoken-heldout.json', 'AA2', 'he call our line one morning and he was crying')).toBe(true);
    expect(inOnePiece('outside-aa-spoken-heldout.json', 'AA2', 'i find out he never had a break')).toBe(true);
    expect(inOnePiece('outside-aa-spoken-heldout.json', 'AA2', 'he is scared she fall')).toBe(true);
    expect(inOnePiece('outside-u-spoken-heldout.json', 'U12', 'we did a crime drama last year and feedback came')).toBe(true);
  });

  it('"instead of carrying on with more magic i switched", "a cat i was looking after stopped eating": a clause put first, or one that says which, stays with its sentence', () => {
    expect(inOnePiece('outside-z-spoken-heldout.json', 'Z11', 'instead of carrying on with more magic i switched to the parachute games')).toBe(true);
    expect(inOnePiece('outside-s-spoken-heldout.json', 'V25', 'a cat i was looking after stopped eating')).toBe(true);
    expect(startsAPiece('outside-z-spoken-heldout.json', 'Z15', 'on the monday by ten oclock we were missing service level')).toBe(true);
  });

  it('a relative clause said in full ends, a clause put first does not: "a couple of hosts that send variable block sizes | i couldn\'t hear it", "so when a host sent a shorter block the read position drifted | i rewrote it", "rather than force it i took"', () => {
    expect(startsAPiece('outside-ad-spoken-heldout.json', 'AD39', "i couldn't hear it on my setup")).toBe(true);
    expect(inOnePiece('outside-ad-spoken-heldout.json', 'AD25', 'rather than force it i took a new tracing')).toBe(true);
    expect(inOnePiece('outside-q-spoken.json', 'T17', "i just told him look mate i'm not stupid")).toBe(true);
    expect(inOnePiece('outside-ad-spoken-heldout.json', 'AD25', 'so for a bronze age gold torc going on a sloped display i made a brass mount')).toBe(true);
    // "what i did was | ..." still wants what it was.
    expect(pieces('outside-s-spoken-heldout.json', 'V5').some((piece) => /what i did was$/.test(piece))).toBe(false);
  });

  it('"and now on any thin section i check with the foundry", "these days before anyone gets the standard workbook i find out": the habit since is one sentence, and a lesson (set AI, read after it was measured)', () => {
    expect(inOnePiece('outside-ai-spoken-heldout.json', 'AI23', 'and now on any thin section i check with the foundry')).toBe(true);
    expect(startsAPiece('outside-ai-spoken-heldout.json', 'AI27', 'these days before anyone gets the standard workbook i find out')).toBe(true);
    for (const id of ['AI23', 'AI27']) expect(rateAnswer(gradedAnswer('outside-ai-spoken-heldout.json', id)).feedback).not.toContain('Add what you learned');
  });

  it('what the speaker does now stays in the present in the example: "so now we ring people on our list every three months"', () => {
    const e = rateAnswer(gradedAnswer('outside-aa-spoken-heldout.json', 'AA2'));
    expect(e.example_answer).toContain('so now we ring people on our list');
    expect(e.example_answer).not.toContain('now we rang');
  });

  it('the lesson starts a sentence of its own: "...we conceded two from corners | what i learned was keep it short"', () => {
    expect(startsAPiece('outside-ac-spoken-heldout.json', 'AC15', 'what i learned was keep it short for coaches')).toBe(true);
  });

  it('no piece of any spoken set ends on "the problem ... is" or "by the time"', () => {
    const torn: string[] = [];
    const data = new URL('../eval/data/', import.meta.url);
    for (const file of readdirSync(data).filter((f) => f.includes('spoken'))) {
      const items = JSON.parse(readFileSync(new URL(file, data), 'utf8')) as Array<{ id: string; answer: string }>;
      for (const item of items)
        for (const piece of cutLongRun(withApostrophes(item.answer), true).slice(0, -1))
          if (/\b(the (problem|thing|reason) (with [a-z ]+ )?is|by the time)\.$/.test(piece)) torn.push(`${item.id}: ${piece.slice(-40)}`);
    }
    expect(torn).toEqual([]);
  });
});

describe('outcomes and lessons as speakers say them, round 13', () => {
  it('"now before every session i run the full scenario", "i find ringing people first saves a lot of back and forth": what the speaker now does, or found, is a lesson', () => {
    expect(rateAnswer(gradedAnswer('outside-ac-spoken-heldout.json', 'AC9')).feedback).not.toContain('Add what you learned');
    expect(rateAnswer(gradedAnswer('outside-ac-spoken-heldout.json', 'AC28')).feedback).not.toContain('Add what you learned');
  });

  it('"it was approved in about three weeks so they didnt lose time on the build" is how the story ended', () => {
    const e = rateAnswer(gradedAnswer('outside-ac-spoken-heldout.json', 'AC28'));
    expect(e.feedback).toMatch(/You finished with an outcome: "[^"]*(approved in about three weeks|didn't lose time)/);
    expect(e.rating).toBeGreaterThanOrEqual(4.5);
  });
});
