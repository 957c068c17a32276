import { readFileSync } from 'node:fs';
import { gradedAnswer, gradedSetItems } from '../eval/eval-set.js';
import { withApostrophes } from '../text/contractions.js';
import { findNonAnswer } from './answer-type.js';
import { rateAnswer } from './answer-rater.js';
import { classifyQuestion } from './question-kind.js';
import { findRedFlags } from './red-flags.js';

/**
 * Round 13 on spoken set S (`outside-s-spoken-heldout.json`), written and graded blind: weak answers of kinds the
 * rater rated 3.1-4.4, each graded 2 by two graders. See `eval/data/README.md`, round 13.
 */
const item = (id: string): { question: string; answer: string; topic: string } => gradedAnswer('outside-s-spoken-heldout.json', id);

describe('spoken set S, round 13', () => {
  it('"i\'m a real people person ... you\'d struggle to find someone more suited to this role": the speaker sold instead of the complaint told', () => {
    for (const id of ['V20', 'V22', 'V32', 'V39']) {
      const e = rateAnswer(item(id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toContain('instead of answering what was asked');
    }
  });

  it('"i just changed the luff figure on the order to match", "i just wrote minus eighteen for the afternoon readings", "a time from before opening so it shows everything was inspected": records changed to look right', () => {
    for (const id of ['V5', 'V24', 'V30']) {
      const e = rateAnswer(item(id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toContain('changing records to look right');
    }
  });

  it('"we put the report down as the full system cleaned", "so i put fifty one down because the calorifier was sitting at sixty one": a job or a figure recorded as it was not (sets AE, AD)', () => {
    for (const [file, id] of [
      ['outside-ae-spoken-heldout.json', 'AE25'],
      ['outside-ad-spoken-heldout.json', 'AD27'],
    ]) {
      const e = rateAnswer(gradedAnswer(file, id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toContain('changing records to look right');
    }
  });

  it('"when the site manager is around i do it all properly", "while the parents were watching and then when they went off for coffee": checks done for the watchers', () => {
    for (const id of ['V9', 'V17']) {
      const e = rateAnswer(item(id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toContain('doing the checks only while someone is watching');
    }
  });

  it('"he sit down", "he decide", "he use": more of the verbs speakers of other languages leave bare are marked, and fixed in the example', () => {
    expect(rateAnswer(item('V3')).feedback).toContain('say "he sat", not "he sit"');
    const e = rateAnswer(gradedAnswer('outside-ab-spoken-heldout.json', 'AB18'));
    expect(e.feedback).toContain('say "he decided", not "he decide"');
    expect(e.example_answer).not.toMatch(/\bhe decide\b/i);
  });

  it('none of the answers graded 3 to 5 in any graded set is read as a pitch, or as changing records or checking for the watchers', () => {
    const read: string[] = [];
    for (const i of gradedSetItems()) {
      if (i.grade < 3) continue;
      const answer = withApostrophes(i.answer);
      if (findNonAnswer(i.question, answer, classifyQuestion(i.question))?.kind === 'pitch') read.push(`${i.file}: pitch`);
      for (const flag of findRedFlags(i.question, answer, i.topic))
        if (/changing records|while someone is watching/.test(flag.what)) read.push(`${i.file}: ${flag.what}`);
    }
    expect(read).toEqual([]);
  });
});

describe('spoken sets AD-AG, held out for round 13, measured once, then read: strong answers failed', () => {
  const spoken = (set: 'ad' | 'af' | 'ag', id: string) => gradedAnswer(`outside-${set}-spoken-heldout.json`, id);

  it('"last december during the big flood ... i help the volunteers", "last july ... i stop him straight away": a story told in the present, set in a named month, is an experience', () => {
    for (const [set, id] of [
      ['ad', 'AD13'],
      ['af', 'AF28'],
      ['ag', 'AG28'],
    ] as const) {
      const e = rateAnswer(spoken(set, id));
      expect(e.rating).toBeGreaterThanOrEqual(4);
      expect(e.feedback).not.toContain('tells no experience of your own');
    }
  });

  it('"one lady she book a chip repair online and when i arrive i see...": a story that opens on its person', () => {
    const e = rateAnswer(spoken('af', 'AF31'));
    expect(e.rating).toBeGreaterThanOrEqual(3.5);
    expect(e.feedback).not.toContain('tells no experience of your own');
  });

  it('"so for a bronze age gold torc going on a sloped display i made a brass mount": the story\'s object, not another subject', () => {
    const e = rateAnswer(spoken('ad', 'AD25'));
    expect(e.rating).toBeGreaterThanOrEqual(3.5);
    expect(e.feedback).not.toContain('does not speak to what the question asks');
    // The same opening still marks an answer to another question where no time is asked for.
    const glaze = (
      JSON.parse(readFileSync(new URL('../eval/data/outside-o-heldout.json', import.meta.url), 'utf8')) as Array<{ question: string; answer: string }>
    )[47];
    expect(glaze.answer).toMatch(/^so for pricing i started/);
    expect(rateAnswer({ ...glaze, topic: '' }).rating).toBeLessThanOrEqual(2);
  });

  it('"we pass the inspection before the pour", "his reading speed had gone from one ten to one sixty", "no call was missed", "we got second prize": how the stories ended', () => {
    for (const [set, id, ending] of [
      ['af', 'AF24', 'we pass the inspection'],
      ['ae', 'AE16', 'had gone from one ten to one sixty'],
      ['ag', 'AG7', 'no call was missed'],
      ['ad', 'AD1', 'we got second prize'],
    ] as const) {
      const e = rateAnswer(gradedAnswer(`outside-${set}-spoken-heldout.json`, id));
      expect(e.feedback).toMatch(new RegExp(`You finished with an outcome: "[^"]*${ending}`));
      expect(e.feedback).not.toContain('End with the outcome');
    }
  });

  it('"the drawing say bars at 150 centres but the bar schedule say 200 so is not the same": a mistake found', () => {
    const e = rateAnswer(spoken('af', 'AF24'));
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('tells of nothing that did');
  });
});

describe('spoken sets AH and AI, held out for the whole round, measured once, then read: strong answers failed', () => {
  it('"people panic cause they dont know that" says why they panic: no one is misled', () => {
    const e = rateAnswer(gradedAnswer('outside-ah-spoken-heldout.json', 'AH6'));
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('misleading people');
  });

  it('"on the inspection i find the brake chamber ... leaking", "in one class a mum she was very nervous": a story of the speaker\'s own', () => {
    for (const [file, id] of [
      ['outside-ah-spoken-heldout.json', 'AH38'],
      ['outside-ai-spoken-heldout.json', 'AI33'],
    ]) {
      const e = rateAnswer(gradedAnswer(file, id));
      expect(e.rating).toBeGreaterThanOrEqual(3.5);
      expect(e.feedback).not.toContain('tells no experience of your own');
    }
  });
});
