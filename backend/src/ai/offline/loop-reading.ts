import { contentTokens, NUMBER_WORDS, stem } from '../text/words.js';

/**
 * An answer that says one point over and over in other words (coherence.ts reads it as a loop): one word's family said
 * throughout, a few families making most of what is said, or the point announced as the main one again and again.
 */
export function saysOnePointOver(content: readonly string[], answer: string): boolean {
  return saysOneWordOverAndOver(content) || turnsOnAFewWords(answer) || namesItsMainThingAgain(answer);
}

/**
 * One point said over and over in other words: "the main thing is safety... it's about safety, making sure
 * everyone's safe... safety has to come first". One word's family makes a fifth of the answer's words.
 */
function saysOneWordOverAndOver(allContent: readonly string[]): boolean {
  const content = allContent.filter((word) => !NUMBER_WORDS.has(word));
  if (content.length < 10) return false;
  const counts = new Map<string, number>();
  for (const word of content) counts.set(family(word), (counts.get(family(word)) ?? 0) + 1);
  const most = Math.max(...counts.values());
  return most >= 6 && most / content.length >= 0.2;
}

/** "safe", "safety" and "safely" are one word's family. */
const family = (word: string): string =>
  stem(word)
    .replace(/(ity|ty|ly|y)$/, '')
    .replace(/e$/, '');

/**
 * A few points turned over and over: "you have to be empathetic ... they need empathy ... show that you understand ...
 * being understanding is what matters ... someone who can empathise". Fewer than half of 25 or more subject words are of
 * a word family not said before in the answer; in every graded answer rated 3-5 by its graders at least 54 % are (round 18).
 * Or a few families make most of what is said (see mostSaid).
 */
function turnsOnAFewWords(answer: string): boolean {
  const words = subjectWordsOf(answer);
  const families = words.map((word) => family(word).slice(0, 6));
  const longer = families.filter((_, i) => words[i].length > 2);
  if (longer.length >= 25 && new Set(longer).size / longer.length < 0.5) return true;
  if (words.length < 25) return false;
  const [a = 0, b = 0, c = 0] = mostSaid(families);
  return (a + b + c) / words.length >= 0.38 || (a >= 6 && a / words.length >= 0.2);
}

/**
 * How often each word family is said, most first. Two ways a few points fill the answer: the three families said most
 * take over 38 % of 25 or more subject words ("stay calm ... staying calm is the key ... calm and collected", "ask for
 * ID ... without ID ... ask for the ID"), or one family takes a fifth, six times or more ("thorough ... thoroughly ...
 * thoroughness"). Neither is in any graded answer rated 3-5 (highest 0.35 and 0.19) and one is in most loops and
 * questions said back (round 19).
 */
/**
 * "The main thing really in winter is keeping them warm ... so yeah it's all about warmth ... the key thing is making sure
 * they stay nice and warm": the point announced as the main one twice or more, a word of it said four times or more, and
 * nothing done, counted or dated. In 11 answers graded 1-2 and none graded 3-5 of the 3,718 graded (round 20).
 */
function namesItsMainThingAgain(answer: string): boolean {
  if ((answer.match(MAIN_THING) ?? []).length < 2 || /\d/.test(answer) || (answer.match(DONE_BY_THE_SPEAKER) ?? []).length >= 2) return false;
  const words = subjectWordsOf(answer);
  return words.length >= 25 && (mostSaid(words.map((word) => family(word).slice(0, 6)))[0] ?? 0) >= 4;
}
const MAIN_THING =
  /\b(the (main|key|big|important|whole|first) thing( really)?( (is|with|about|in))?|it's (all )?about|is the (word|key|secret)|that's the (key|main thing|secret)|so (yeah|basically) (it's|that's)|the key (thing )?is|is what (it|they|\w+) (needs?|likes?|wants?)|(it )?(all )?comes down to)\b/gi;
const DONE_BY_THE_SPEAKER = /\b(i|we) (was|were|had|did|went|got|took|made|found|told|said|saw|gave|sent|put|ran|kept|[a-z]{3,}ed)\b/gi;

/** The words a loop is counted in: content words, and no number said as words (set CF: a base-rate sum worked aloud). */
const subjectWordsOf = (answer: string): string[] => contentTokens(answer).filter((word) => word.length > 1 && !NUMBER_WORDS.has(word));

function mostSaid(families: readonly string[]): number[] {
  const counts = new Map<string, number>();
  for (const key of families) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts.values()].sort((x, y) => y - x);
}
