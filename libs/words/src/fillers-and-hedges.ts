// Filler words ("um", "you know") and hedges ("I think", "maybe") in a spoken answer: one list
// and one rule, used by the delivery metrics, the highlighted transcript, the live counter and
// the offline rater, so every place counts the same words.

export type SpeechHabitKind = 'filler' | 'hedge';

/** One filler or hedge in a text: its character range (punctuation around it left out) and how it is named. */
export interface SpeechHabit {
  kind: SpeechHabitKind;
  /** The phrase in its usual written form ("um", "you know", "I think"). */
  phrase: string;
  start: number;
  end: number;
}

export interface FillerCount {
  filler: string;
  count: number;
}

/** Phrases as normalized words (lower case, apostrophes dropped). Hesitation sounds are matched by shape below. */
const FILLER_PHRASES = ['like', 'you know', 'i mean', 'basically', 'literally'];
const HEDGE_PHRASES = [
  'i think',
  'i guess',
  'i suppose',
  'i believe',
  'maybe',
  'perhaps',
  'probably',
  'possibly',
  'sort of',
  'kind of',
  'somewhat',
  'more or less',
];

/** "umm", "uhh", "hmmm", "errm": hesitation sounds, drawn out or not, under one name each. */
const HESITATIONS: [RegExp, string][] = [
  [/^u+h*m+$/, 'um'],
  [/^u+h+$/, 'uh'],
  [/^e+r+$/, 'er'],
  [/^e+r+m+$/, 'erm'],
  [/^a+h+$/, 'ah'],
  [/^h+m+$/, 'hmm'],
];

/**
 * "like" is a filler only where it is set off as an aside: at the start of a clause, or after a
 * word that cannot take it as a verb or a comparison ("it was like", "and like", "um like").
 * "I like", "I would like to", "looks like", "just like", "tools like Jira" are not fillers.
 */
const LIKE_AS_FILLER_AFTER = new Set(['was', 'is', 'its', 'were', 'and', 'so', 'but', 'or', 'then', 'it', 'like', 'um', 'uh', 'er', 'know', 'mean']);
/**
 * "came in like really early", "wait like twenty minutes", "block out like an hour": "like" before a word that
 * cannot be compared with ("really", a number, "an hour") is set off as an aside, unless it follows a word that
 * takes a comparison ("something like twenty", "looks like").
 */
function likeAsAnAside(words: Token[], index: number): boolean {
  const before = words[index - 1]?.word ?? '';
  const [next, after] = [words[index + 1]?.word ?? '', words[index + 2]?.word ?? ''];
  if (LIKE_TAKES_A_COMPARISON_AFTER.has(before) || /^(look|feel|felt|seem|sound|smell|taste)/.test(before)) return false;
  return LIKE_ASIDE_BEFORE.has(next) || /^\d/.test(next) || NUMBER_WORDS.has(next) || (/^(a|an)$/.test(next) && AMOUNTS.has(after));
}
const LIKE_TAKES_A_COMPARISON_AFTER = new Set([
  'something',
  'anything',
  'nothing',
  'just',
  'more',
  'much',
  'exactly',
  'would',
  "i'd",
  "we'd",
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'not',
  "don't",
  "didn't",
]);
/** Words that open an example after ", like": "the civil service", "in for four", "when the alarm goes". */
const LIKE_INTRODUCES_AN_EXAMPLE = /^(the|a|an|in|on|at|when|for|with|this|these|those|our|my|their|his|her|some)$/;
const LIKE_ASIDE_BEFORE = new Set([
  'really',
  'almost',
  'totally',
  'literally',
  'super',
  'so',
  'about',
  'around',
  'maybe',
  'in',
  'every',
  'all',
  'basically',
  'actually',
  'probably',
  'completely',
]);
const NUMBER_WORDS = new Set('two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty hundred half'.split(' '));
const AMOUNTS = new Set(['hour', 'week', 'day', 'minute', 'month', 'year', 'couple', 'few', 'hundred', 'thousand', 'dozen', 'million']);

/** "what kind of", "a sort of": the noun, not a hedge. */
const KIND_OF_AS_NOUN_AFTER = new Set([
  'a',
  'an',
  'the',
  'what',
  'which',
  'this',
  'that',
  'these',
  'those',
  'any',
  'some',
  'every',
  'each',
  'same',
  'one',
  'no',
  'other',
  'another',
  'its',
  'his',
  'her',
  'their',
  'our',
  'my',
  'your',
  'whatever',
  'different',
  'new',
  'right',
  'wrong',
  'first',
  'only',
]);
/** "do you know", "if you know the answer": a question or a condition, not a filler. */
const YOU_KNOW_AS_VERB_AFTER = new Set([
  'do',
  'did',
  'dont',
  'didnt',
  'would',
  'will',
  'if',
  'what',
  'how',
  'as',
  // "once you know where it's going", "until you know", "show you know what the job is", "I'll let you know".
  'once',
  'until',
  'unless',
  'when',
  'show',
  'shows',
  'showing',
  'let',
  // "someone you know", "people you know": the person is the one known.
  'someone',
  'somebody',
  'anyone',
  'everyone',
  'people',
  'person',
  'friends',
  'who',
]);
/** "you know well", "you know about": what follows is what is known. */
const YOU_KNOW_AS_VERB_BEFORE = new Set(['well', 'about', 'better', 'best', 'personally']);

// Dashes and slashes join two spoken words; a clause ends at these marks.
const TOKEN = /[^\s\u2010-\u2015/-]+/g;
const CLAUSE_END = /[,.;:!?…]["')\]]*$/;

interface Token {
  word: string;
  start: number;
  end: number;
  /** A comma or a sentence end comes right after it. */
  endsClause: boolean;
}

/** The words of a text with their place, in the same form as `normalizeWords`. */
function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const word = raw.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '');
    if (!word) continue;
    const first = raw.search(/[\p{L}\p{N}]/u);
    const last =
      raw.length -
      [...raw]
        .reverse()
        .join('')
        .search(/[\p{L}\p{N}]/u);
    found.push({ word, start: match.index + first, end: match.index + last, endsClause: CLAUSE_END.test(raw) });
  }
  return found;
}

const byLength = (phrases: string[]) => phrases.map((phrase) => phrase.split(' '));
/** Every phrase with its kind, longest first: "you know" is matched before a one-word phrase could be. */
const PHRASES = [
  ...byLength(FILLER_PHRASES).map((parts) => ({ kind: 'filler' as const, parts })),
  ...byLength(HEDGE_PHRASES).map((parts) => ({ kind: 'hedge' as const, parts })),
].sort((a, b) => b.parts.length - a.parts.length);

function hesitation(word: string): string | undefined {
  return HESITATIONS.find(([shape]) => shape.test(word))?.[1];
}

/** Whether the phrase starting at `index` is used as a filler or hedge there. */
function usedAsHabit(phrase: string, words: Token[], index: number): boolean {
  const before = index > 0 ? words[index - 1] : undefined;
  const startsClause = !before || before.endsClause;
  switch (phrase) {
    case 'like':
      // "if i fit it like this", "we did them like that": the way it is done, not a filler (set BA's coach).
      if (before !== undefined && /^(it|them)$/.test(before.word) && /^(this|that|these|those)$/.test(words[index + 1]?.word ?? '')) return false;
      // "what's the vibe like in the office": the question "what is it like", not a filler (set BN's coach); "i know what it's
      // like" the same (the CK-CL coach).
      if (
        /\b(what's|whats|how's|(what|how) (is|was|are|were|it's|its|they're|theyre|that's|thats))\b/.test(
          words
            .slice(Math.max(0, index - 5), index)
            .map((w) => w.word)
            .join(' '),
        )
      )
        return false;
      // "what the person's been like in the cell": "what ... been like", the same question, said of someone (set BT's coach).
      if (
        before !== undefined &&
        /^(been|be|is|was|are|were)$/.test(before.word) &&
        / (what|how) (the|their|his|her|your|our|its|they|he|she|it|you|things|everyone)\b/.test(
          ` ${words
            .slice(Math.max(0, index - 6), index - 1)
            .map((w) => w.word)
            .join(' ')}`,
        )
      )
        return false;
      // "slow their breathing, like in for four out for four", "strong institutions, like the civil service": after a
      // comma and before an example, "like" means "such as" (sets BK and BN's coaches); ", like, i called" is a filler.
      if (before !== undefined && before.endsClause && !words[index].endsClause && LIKE_INTRODUCES_AN_EXAMPLE.test(words[index + 1]?.word ?? '')) return false;
      return startsClause || LIKE_AS_FILLER_AFTER.has(before.word) || hesitation(before.word) !== undefined || likeAsAnAside(words, index);
    case 'kind of':
    case 'sort of':
      return startsClause || !KIND_OF_AS_NOUN_AFTER.has(before.word);
    case 'you know': {
      const after = words[index + 2];
      if (after !== undefined && !words[index + 1].endsClause && YOU_KNOW_AS_VERB_BEFORE.has(after.word)) return false;
      return startsClause || !YOU_KNOW_AS_VERB_AFTER.has(before.word);
    }
    default:
      return true;
  }
}

function writtenForm(phrase: string): string {
  return phrase.replace(/^i\b/, 'I');
}

/** Every filler and hedge in the text, in order; a word belongs to at most one of them, longest first. */
export function findFillersAndHedges(text: string): SpeechHabit[] {
  const words = tokens(text);
  const found: SpeechHabit[] = [];
  for (let index = 0; index < words.length;) {
    const sound = hesitation(words[index].word);
    if (sound) {
      found.push({ kind: 'filler', phrase: sound, start: words[index].start, end: words[index].end });
      index++;
      continue;
    }
    const match = PHRASES.find(
      ({ parts }) => parts.every((part, offset) => words[index + offset]?.word === part) && usedAsHabit(parts.join(' '), words, index),
    );
    if (!match) {
      index++;
      continue;
    }
    const last = words[index + match.parts.length - 1];
    found.push({ kind: match.kind, phrase: writtenForm(match.parts.join(' ')), start: words[index].start, end: last.end });
    index += match.parts.length;
  }
  return found;
}

/** How often each phrase of one kind occurs, most frequent first (first heard first among equals). */
export function countHabits(habits: readonly SpeechHabit[], kind: SpeechHabitKind): FillerCount[] {
  const counts = new Map<string, number>();
  for (const habit of habits) if (habit.kind === kind) counts.set(habit.phrase, (counts.get(habit.phrase) ?? 0) + 1);
  return [...counts.entries()].map(([filler, count]) => ({ filler, count })).sort((a, b) => b.count - a.count);
}

/** The filler words and phrases of a text, most frequent first. */
export function countFillers(text: string): FillerCount[] {
  return countHabits(findFillersAndHedges(text), 'filler');
}
