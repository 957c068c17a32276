import { describe, expect, it } from '@jest/globals';
import { countFillers, findFillersAndHedges } from './fillers-and-hedges.js';

const fillersIn = (text: string) =>
  findFillersAndHedges(text)
    .filter((habit) => habit.kind === 'filler')
    .map((habit) => habit.phrase);
const hedgesIn = (text: string) =>
  findFillersAndHedges(text)
    .filter((habit) => habit.kind === 'hedge')
    .map((habit) => habit.phrase);

describe('"like" is a filler only where it is one', () => {
  it.each([
    'I would like to lead the team',
    "I'd like to add one thing",
    'I like working with people',
    'it looks like rain',
    'it felt like a win',
    'tools like Jira and Linear',
    'just like last year',
    'something like twenty users',
    'it felt like about twenty minutes',
    'she looks like really tired',
    // Set BA's coach: the way it is done.
    'so if i fit it like this the bottom step is bigger',
    // Sets BK and BN's coaches: "what is it like", and ", like" before an example ("such as").
    "and what's the mood like on the night shift",
    'how was the handover like for you',
    'keep the count slow, like in for four and out for four',
    'we need trades we can trust, like the roofer we used in may',
    // Set BT's coach: "what ... been like", said of someone.
    "talking to the sergeant about what the person's been like in the cell",
    // The CK-CL coach: "what it's like", the same question said of a thing.
    "i know what it's like it gets busy but i don't really make mistakes",
  ])('not in "%s"', (text) => {
    expect(fillersIn(text)).toEqual([]);
  });

  it.each([
    ['Like, we had no tests at all', 1],
    ['it was like a mess', 1],
    ['and like we shipped it', 1],
    ['so, like, I called the client', 1],
    ['it was a long shift, like we never stopped', 1],
    ['um like I said', 2],
    ['you know like it was big', 2],
    ['she was like like really angry', 2],
    ['what i did was like a quick check of the logs', 1],
    // Said before a word nothing is compared with: written blind as speech-to-text (grading/spoken-20-answers.json).
    ['he had come in like really early in the morning', 1],
    ['she was a bit annoyed at having to wait like twenty minutes', 1],
    ['i also block out like an hour in the morning with email closed', 1],
    ['the customer mentioned like in passing that she was taking something', 1],
  ])('in "%s"', (text, count) => {
    expect(fillersIn(text)).toHaveLength(count);
    expect(fillersIn(text)).toContain('like');
  });
});

describe('findFillersAndHedges', () => {
  it('names drawn-out hesitations by one name and gives each its place in the text', () => {
    const text = 'Umm, so uhh I mean... Hmmm';
    const habits = findFillersAndHedges(text);
    expect(habits.map(({ phrase }) => phrase)).toEqual(['um', 'uh', 'I mean', 'hmm']);
    expect(habits.map(({ start, end }) => text.slice(start, end))).toEqual(['Umm', 'uhh', 'I mean', 'Hmmm']);
  });

  it('tells hedges from fillers and the noun "kind of" from the hedge', () => {
    expect(hedgesIn('I think it was sort of late, maybe')).toEqual(['I think', 'sort of', 'maybe']);
    expect(hedgesIn('What kind of tool is a kind of hammer')).toEqual([]);
    expect(fillersIn('do you know the answer? If you know it, say it')).toEqual([]);
    expect(fillersIn('it was, you know, hard')).toEqual(['you know']);
    // A cue card's "someone you know well" is the question's words, not a habit.
    expect(fillersIn('I will describe someone you know well, and people you know about')).toEqual([]);
    expect(fillersIn('my uncle, you know, is a fisherman')).toEqual(['you know']);
    // A blind coach (round 22): "once you know where the voltage is going", "show you know what the job is like".
    expect(fillersIn("once you know where it's going you can sort it, but until you know you can't")).toEqual([]);
    expect(fillersIn('show you know what the job is really like, and I will let you know')).toEqual([]);
    expect(fillersIn('so you know I checked it twice')).toEqual(['you know']);
  });

  it('counts a word once, in its longest phrase', () => {
    expect(findFillersAndHedges('more or less done').map(({ phrase }) => phrase)).toEqual(['more or less']);
  });
});

describe('countFillers', () => {
  it('counts fillers, most frequent first, and leaves hedges out', () => {
    const answer =
      'um so like last year um a coworker and I um disagreed about the release plan, you know, and I talked to her and we agreed on a smaller scope and like it worked out fine, I think';
    expect(countFillers(answer)).toEqual([
      { filler: 'um', count: 3 },
      { filler: 'like', count: 2 },
      { filler: 'you know', count: 1 },
    ]);
  });

  it('finds none in a text without any', () => {
    expect(countFillers('')).toEqual([]);
    expect(countFillers('We would like to ship on Friday.')).toEqual([]);
  });
});
