/**
 * How a long run of an answer is cut into the sentences its quotes, signals and example are read in.
 * Speech-to-text often writes no full stop at all; a written run-on keeps its own stops.
 */

/** No sentence ends anywhere in the text: speech-to-text, not writing. */
export function hasNoFullStop(text: string): boolean {
  return !/[.!?](\s|$)/.test(text.trim());
}

/**
 * Transcripts often have no full stops. In one that has none, a long run is cut where a spoken sentence starts again ("...four
 * seconds to load i profiled it...": before "I", "we", "he", "she", "they", "then", "but" after a word that ends a clause), and
 * each such piece ends with a full stop of its own; what is still longer is cut at about 40 words, mid-sentence.
 */
export function cutLongRun(sentence: string, spoken: boolean): string[] {
  const words = sentence.split(/\s+/);
  if (words.length <= SPOKEN_RUN) return [sentence];
  const pieces: string[][] = [[]];
  words.forEach((word, i) => {
    const piece = pieces[pieces.length - 1];
    const before = piece.slice(-6).map((w) => w.toLowerCase().replace(/[,;:]$/, ''));
    if (
      spoken &&
      piece.length >= 7 &&
      (SAYS_AGAIN.has(word.toLowerCase()) || SETS_A_TIME.test(`${word} ${words[i + 1] ?? ''}`)) &&
      // "in my previous company in warsaw we had...": a piece with no clause of its own is the setting of the next.
      piece.some((w) => HAS_A_CLAUSE.test(w)) &&
      !CARRIES_ON.has(before[before.length - 1]) &&
      // "...and find that for every result we did...": a clause opened just before is still going.
      !before.some((w) => OPENS_A_CLAUSE.has(w))
    ) {
      piece[piece.length - 1] = `${piece[piece.length - 1].replace(/[,;:]$/, '')}.`;
      pieces.push([]);
    }
    pieces[pieces.length - 1].push(word);
  });
  return pieces.flatMap((piece) => {
    const parts: string[] = [];
    let rest = piece;
    while (rest.length > 45) {
      // Cut after the last comma between the 20th and 40th word, so a quote does not stop inside a clause.
      const comma = rest.slice(19, 40).findLastIndex((word) => word.endsWith(','));
      const at = comma >= 0 ? 20 + comma : 40;
      parts.push(rest.slice(0, at).join(' '));
      rest = rest.slice(at);
    }
    return [...parts, rest.join(' ')];
  });
}

/** A run of more words than this without a full stop is read as speech-to-text. */
const SPOKEN_RUN = 45;
/** Words that start a spoken sentence again. */
const SAYS_AGAIN = new Set(`i we he she they then but i'd i'm i've i'll we'd we're we've we'll he'd he's she'd she's they'd they're they've`.split(/\s+/));
/** A word that makes a clause: a subject or a finite verb. */
const HAS_A_CLAUSE = /^(i|we|he|she|they|it|there|was|were|is|are|am|had|has|have|did|do|does|[a-z]+'(s|d|m|re|ve|ll)|[a-z]{3,}ed)$/i;
/** A story's new time, which starts a sentence: "...more stressed | last month I had a cocker spaniel". */
const SETS_A_TIME = /^(last (week|month|year|spring|summer|autumn|winter|time|season|term)|one (day|time|night|morning|evening))$/i;
/** Words that open a clause the next few words still belong to. */
const OPENS_A_CLAUSE = new Set([
  'that',
  'if',
  'when',
  'because',
  'whether',
  'which',
  'where',
  'as',
  'who',
  'what',
  'how',
  'why',
  // "once on the way to rotterdam I was stuck": a setting opened just before belongs to the sentence it sets.
  'once',
  'during',
  'while',
  'until',
  'since',
  'after',
  'before',
]);
/** Words after which the sentence carries on: "and I", "that we", "I think so", "said I". */
const CARRIES_ON = new Set(
  `and or but that because when if so which who whom whose where as than to of the a an my our his her their your its for with in on at by from
  until while what how why said say says think thought know knew realised realized found find meant mean told tell asked ask hope hoped guess
  believe sure then even just also both either once since before after like um uh honestly actually basically really obviously literally
  probably maybe yeah well okay ok right first second third next finally later now luckily fortunately unfortunately thankfully sadly`.split(/\s+/),
);
