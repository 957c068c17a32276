import { describe, expect, it } from '@jest/globals';
import { ShadowingTracker } from './shadowing-position.js';
import { normalizeWords, splitIntoWords } from './words.js';

// Reading traces as Chrome's continuous recognition delivers them: interim results grow the
// current segment word by word (and may correct themselves), then a final result settles it
// and the next segment starts. The screen hands the tracker the final text plus the interim
// text after every result; each step names the word that must be highlighted after it.

type Step = [kind: 'interim' | 'final', segment: string, highlighted: string];

/** A shown word as a test names it: lower-case, no punctuation, '#2' for its second copy; 'END' past the last word. */
function label(shown: readonly string[], index: number): string {
  if (index >= shown.length) return 'END';
  const name = normalizeWords(shown[index]).join('-');
  const copy = shown.slice(0, index + 1).filter((word) => normalizeWords(word).join('-') === name).length;
  return copy > 1 ? `${name}#${copy}` : name;
}

function play(script: string, steps: Step[], tracker = new ShadowingTracker(splitIntoWords(script))) {
  const shown = splitIntoWords(script);
  const finals: string[] = [];
  const highlighted = steps.map(([kind, segment]) => {
    const transcript = [...finals, segment].join(' ');
    if (kind === 'final') finals.push(segment);
    return label(shown, tracker.update(transcript));
  });
  expect(highlighted).toEqual(steps.map((step) => step[2]));
}

/** One segment read word by word: an interim result per word, then the final one. */
function segment(words: string, highlights: string[], final = words): Step[] {
  const list = words.split(' ');
  const steps: Step[] = list.map((_, index) => ['interim', list.slice(0, index + 1).join(' '), highlights[index]]);
  steps.push(['final', final, highlights[highlights.length - 1]]);
  return steps;
}

const WELCOME = 'Good morning everyone, thank you all for coming. Today I will talk about our roadmap. Thank you all for listening.';

describe('shadowing traces: clean reading', () => {
  it('moves one word per heard word, and an interim result turning final does not move it', () => {
    play(WELCOME, [
      ...segment('good morning everyone', ['morning', 'everyone', 'thank']),
      ...segment('thank you all for coming', ['you', 'all', 'for', 'coming', 'today'], 'Thank you all for coming.'),
      ...segment('today I will talk about our roadmap', ['i', 'will', 'talk', 'about', 'our', 'roadmap', 'thank#2']),
      ...segment('thank you all for listening', ['you#2', 'all#2', 'for#2', 'listening', 'END']),
    ]);
  });

  it('follows word 7 of the issue to word 8, not to the second "thank you all for"', () => {
    play(WELCOME, [
      ['interim', 'good morning everyone thank you all', 'for'],
      ['interim', 'good morning everyone thank you all for', 'coming'],
      ['final', 'Good morning, everyone. Thank you all for', 'coming'],
      ['interim', 'coming', 'today'],
    ]);
  });

  it('reads a long recognition segment delivered in one result', () => {
    play(WELCOME, [['final', 'good morning everyone thank you all for coming today I will', 'talk']]);
  });

  it('keeps its place when recognition restarts and the words arrive in new segments', () => {
    play(WELCOME, [
      ['final', 'good morning everyone', 'thank'],
      ['final', 'thank you', 'all'],
      ['interim', 'all for', 'coming'],
      ['final', 'all for coming', 'today'],
    ]);
  });
});

describe('shadowing traces: repeats and restarts', () => {
  it('re-reading "thank you all" stays on the first copy (the issue)', () => {
    play(WELCOME, [
      ['final', 'good morning everyone thank you all', 'for'],
      ['interim', 'thank', 'for'],
      ['interim', 'thank you', 'all'],
      ['interim', 'thank you all', 'for'],
      ['interim', 'thank you all for coming', 'today'],
    ]);
  });

  it('a word said twice does not move the highlight twice', () => {
    play(WELCOME, [
      ['final', 'good morning', 'everyone'],
      ['interim', 'morning', 'everyone'],
      ['interim', 'morning everyone', 'thank'],
    ]);
  });

  it('a restarted sentence brings the highlight back to where the reader restarted', () => {
    play(WELCOME, [
      ['final', 'good morning everyone thank you all for coming today I will talk about', 'our'],
      ['interim', 'today', 'our'],
      ['interim', 'today I', 'will'],
      ['interim', 'today I will', 'talk'],
      ['interim', 'today I will talk about our roadmap', 'thank#2'],
    ]);
  });

  it('a stumble on a phrase ("talk about talk about our") keeps the place', () => {
    play(WELCOME, [
      ['final', 'today', 'good'],
      ['final', 'good morning everyone thank you all for coming today I will talk about', 'our'],
      ['interim', 'talk', 'our'],
      ['interim', 'talk about', 'our'],
      ['interim', 'talk about our', 'roadmap'],
    ]);
  });

  it('reading a sentence twice, then going on', () => {
    play(WELCOME, [
      ['final', 'good morning everyone thank you all for coming', 'today'],
      ['final', 'thank you all for coming', 'today'],
      ['final', 'today I will', 'talk'],
    ]);
  });
});

describe('shadowing traces: skips', () => {
  it('a skipped word: the next word is believed at once', () => {
    play(WELCOME, [
      ['final', 'good morning everyone thank you', 'all'],
      ['interim', 'for', 'coming'],
      ['interim', 'for coming', 'today'],
    ]);
  });

  it('a skipped phrase needs two words that follow the script there', () => {
    play(WELCOME, [
      ['final', 'good morning everyone', 'thank'],
      ['interim', 'for', 'thank'],
      ['interim', 'for coming', 'today'],
    ]);
  });

  it('a skipped sentence needs three words', () => {
    play(WELCOME, [
      ['final', 'good morning everyone', 'thank'],
      ['interim', 'today', 'thank'],
      ['interim', 'today I', 'thank'],
      ['interim', 'today I will', 'talk'],
    ]);
  });

  it('one common word far ahead does not pull the highlight', () => {
    play(WELCOME, [
      ['final', 'good morning', 'everyone'],
      ['interim', 'our', 'everyone'],
      ['interim', 'our listening', 'everyone'],
      ['interim', 'our listening everyone', 'thank'],
    ]);
  });
});

describe('shadowing traces: misrecognitions and spoken forms', () => {
  const FOX = 'The quick brown fox jumps over the lazy dog.';

  it('a misheard word leaves the highlight; the next right word moves on past it', () => {
    play(FOX, [
      ['interim', 'the quick brown', 'fox'],
      ['interim', 'the quick brown box', 'fox'],
      ['interim', 'the quick brown box jumps', 'over'],
      ['final', 'the quick brown box jumps over', 'the#2'],
    ]);
  });

  it('two misheard words in a row, then the script again', () => {
    play(FOX, [
      ['final', 'the quick brown', 'fox'],
      ['interim', 'socks chumps', 'fox'],
      ['interim', 'socks chumps over', 'the#2'],
      ['interim', 'socks chumps over the lazy', 'dog'],
    ]);
  });

  it('fillers and chatter do not move the highlight', () => {
    play(FOX, [
      ['final', 'the quick', 'brown'],
      ['interim', 'um', 'brown'],
      ['interim', 'um uh sorry let me see', 'brown'],
      ['final', 'um uh sorry let me see brown fox', 'jumps'],
    ]);
  });

  it('an interim result that corrects itself is re-decided', () => {
    play(FOX, [
      ['interim', 'the quick', 'brown'],
      ['interim', 'the quick round', 'brown'],
      ['interim', 'the quick brown', 'fox'],
      ['interim', 'the quick brown fox jumps', 'over'],
      ['final', 'the quick brown fox', 'jumps'],
    ]);
  });

  it('British and American spellings, and near misses of long words', () => {
    play('We analyze the colour of every organization chart.', [
      ['interim', 'we analyse', 'the'],
      ['interim', 'we analyse the color', 'of'],
      ['interim', 'we analyse the color of every organisation', 'chart'],
    ]);
  });

  it('numbers written as digits match numbers heard as words, and the other way round', () => {
    play('We grew 12% to 3.5 million users in 2024 and hired twenty people.', [
      ['interim', 'we grew twelve', '12'],
      ['interim', 'we grew twelve percent to', '35'],
      ['interim', 'we grew twelve percent to 3.5 million users in', '2024'],
      ['interim', 'we grew twelve percent to 3.5 million users in 2024', 'and'],
      ['final', 'we grew twelve percent to 3.5 million users in 2024 and hired 20', 'people'],
    ]);
  });

  it('words a script joins with dashes are heard apart, homophones match', () => {
    play("It's a well-known fact that their team is here.", [
      ['interim', 'its a well', 'well-known'],
      ['interim', 'its a well known fact that there', 'team'],
      ['interim', 'its a well known fact that there team is hear', 'END'],
    ]);
  });

  it('stage cues and punctuation are never waited on', () => {
    play('[Slide 1] Hello everyone! (smile) Welcome to the - quarterly review. [pause] Let us begin.', [
      ['interim', 'hello', 'everyone'],
      ['interim', 'hello everyone', 'welcome'],
      ['interim', 'hello everyone welcome to the quarterly', 'review'],
      ['interim', 'hello everyone welcome to the quarterly review', 'let'],
      ['final', 'Hello everyone. Welcome to the quarterly review. Let us begin.', 'END'],
    ]);
  });

  it('a script that opens with a cue highlights its first spoken word', () => {
    const tracker = new ShadowingTracker(splitIntoWords('[pause] (breathe in) Hello there.'));
    expect(tracker.index).toBe(3);
  });
});

describe('shadowing traces: long scripts with repeated paragraphs', () => {
  const CHORUS = 'We build for people, we ship with care, and we listen every single day.';
  const VERSES = [
    'In spring we opened our first office in a small town by the sea.',
    'By summer the phones rang all day and the team doubled in size.',
    'Now every customer knows our names and trusts what we make.',
  ];
  const SONG = [VERSES[0], CHORUS, VERSES[1], CHORUS, VERSES[2], CHORUS].join(' ');
  const shown = splitIntoWords(SONG);
  const chorus = normalizeWords(CHORUS).join(' ');
  const chorusStarts = shown.flatMap((word, index) => (word === 'We' ? [index] : []));

  it('reading the first chorus stays on the first copy, word by word', () => {
    const words = chorus.split(' ');
    play(SONG, [
      ['final', VERSES[0], label(shown, chorusStarts[0])],
      ...segment(
        chorus,
        words.map((_, index) => label(shown, chorusStarts[0] + index + 1)),
      ),
    ]);
  });

  it('reading the second chorus after the second verse stays on the second copy', () => {
    play(SONG, [
      ['final', `${VERSES[0]} ${CHORUS} ${VERSES[1]}`, label(shown, chorusStarts[1])],
      ['interim', 'we build for', label(shown, chorusStarts[1] + 3)],
      ['final', CHORUS, label(shown, chorusStarts[1] + splitIntoWords(CHORUS).length)],
    ]);
  });

  it('a chorus read right after itself is taken for a repeat (the nearest copy), and the next verse catches up', () => {
    const secondVerse = chorusStarts[0] + splitIntoWords(CHORUS).length;
    const thirdVerse = shown.indexOf('Now');
    play(SONG, [
      ['final', `${VERSES[0]} ${CHORUS}`, label(shown, secondVerse)],
      ['interim', 'we build', label(shown, secondVerse)],
      ['interim', 'we build for', label(shown, chorusStarts[0] + 3)],
      ['final', CHORUS, label(shown, secondVerse)],
      // "day now every customer" fits the end of the second chorus and the third verse.
      ['interim', 'now every customer', label(shown, thirdVerse + 3)],
      ['interim', 'now every customer knows', label(shown, thirdVerse + 4)],
      ['interim', 'now every customer knows our names', label(shown, thirdVerse + 6)],
    ]);
  });

  it('never jumps further than the bound, however well the words fit', () => {
    const filler = Array.from({ length: 300 }, (_, index) => `word${index}`).join(' ');
    const script = `Opening line here. ${filler} Closing remarks follow now.`;
    play(script, [
      ['interim', 'closing remarks follow now', 'opening'],
      ['interim', 'closing remarks follow now opening line', 'here'],
    ]);
  });

  it('follows 2,000 words read with interim results to the end', () => {
    const paragraph = 'The market moved fast this year and our team moved with it, one release at a time.';
    const script = Array.from({ length: 120 }, () => paragraph).join(' ');
    const words = splitIntoWords(script);
    const tracker = new ShadowingTracker(words);
    const spoken: string[] = [];
    let finals = '';
    words.forEach((word, index) => {
      spoken.push(word);
      const interim = spoken.join(' ');
      expect(tracker.update(`${finals} ${interim}`.trim())).toBe(index + 1);
      if (spoken.length === 12) {
        finals = `${finals} ${interim}`.trim();
        spoken.length = 0;
      }
    });
    expect(tracker.index).toBe(words.length);
  });
});

describe('ShadowingTracker.reset', () => {
  it('starts over for Practice Again', () => {
    const tracker = new ShadowingTracker(splitIntoWords(WELCOME));
    tracker.update('good morning everyone');
    expect(tracker.index).toBe(3);
    tracker.reset();
    expect(tracker.index).toBe(0);
    play(WELCOME, [['interim', 'good', 'morning']], tracker);
  });
});
