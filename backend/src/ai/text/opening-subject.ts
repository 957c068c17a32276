import { isPastTenseForm } from './language-model.js';
import { relatedGroupOf } from './related-terms.js';
import { wordRow, wordSimilarity } from './word-vectors.js';
import { contentTokens, FRAME_WORDS, stem } from './words.js';

/**
 * The subject an answer announces in its first words, as speakers do: "so for international trips I...",
 * "to get a really even balayage you...", "the way I run a domain migration is...", "between bookings we...".
 * When none of its specific words is the question's, or close to one of them in meaning, the answer sets
 * out to answer another question, however many of the job's words it shares with the one asked.
 * A story's setting ("in my last job", "on a night shift") announces no subject and is not read.
 */
const OPENING = new RegExp(
  String.raw`^(?:(?:so|um|uh|okay|ok|yes|well|right|yeah|and|alright)[,.]?\s+)*` +
    String.raw`(for|to|before|after|between|when (?:i )?(?:handle|handling|do|doing|run|running|deal with|dealing with|set up|setting up|plan|planning|prepare|preparing|approach|approaching|manage|managing|choose|choosing)|the way i \w+|the project i'm proudest of is|my approach to|my process for)\s+` +
    String.raw`(?!me\b|i\b|i'd\b|(?:this|that) (?:kind|type|sort|situation|question)|example\b|instance\b|start\b|begin\b|be honest\b)` +
    String.raw`(.{3,60}?)(?=,|\.| i | i'd | i'm | i'll | i've | you | you'd | you'll | we | we'd | we'll | the key | the main | my | is | it's | there's | there | what )`,
  'i',
);

/** Everyday words are close to too much to name a subject: only words from this frequency rank on are read. */
const SPECIFIC_FROM = 1500;
/** A word this close in the word vectors to one of the question's stands for it ("allergies" for "nut"). */
const CLOSE = 0.55;

/** A question that asks for one time of the speaker's own. */
const ASKS_FOR_A_TIME =
  /\b(a time|an occasion|a situation) (when |where |that )?(you|your|a|an|the|one|someone|something)\b|\b(tell (me|us) about|describe) (a|an|one) [\w-]+( [\w-]+)? (that )?(you|you've|you have)\b/i;
/** Past forms the corpus tags mostly otherwise (as participles): "made", "built", "found"; "after the storms in february i was producing..." (set AU). */
const DID =
  /^([a-z]{3,}ed|made|built|found|had|did|got|went|came|gave|put|set|kept|brought|bought|sent|ran|drew|wrote|cut|bent|held|tried|spent|took|was|were)$/;

/** The announced subject ("for international trips") when the question asks about none of its words, else null. */
export function otherOpeningSubject(question: string, answer: string): string | null {
  const opening = OPENING.exec(answer.trim());
  // "For the ones who aren't listening": a kind of person the question is about, not another subject.
  if (opening === null || /\bwho\b/i.test(opening[2])) return null;
  // "Tell me about a time a mount you made didn't fit" - "so for a bronze age gold torc going on a sloped display i made a
  // brass mount": the story's object, told as what the speaker did for it, not another subject announced. So is "a piece
  // you've performed recently" - "so for my grade eight i played the first movement..." (set CJ, CJ11).
  const then = /^\s*(?:i|we) (?:\w+ly )?([a-z]+)\b/i.exec(answer.trim().slice(opening[0].length));
  if (ASKS_FOR_A_TIME.test(question) && then !== null && (isPastTenseForm(then[1]) || DID.test(then[1]))) return null;
  const asked = contentTokens(question).filter((w) => !FRAME_WORDS.has(w));
  const askedStems = new Set(asked.map(stem));
  const said = contentTokens(opening[2]).filter((w) => w.length > 2);
  // Any of the question's own words, everyday or not, ties the opening to it ("for a room that was missed").
  if (said.some((w) => askedStems.has(stem(w)))) return null;
  // "for ldo the main problem is..." for "a low-dropout regulator": the question's words, shortened.
  const askedWords = contentTokens(question);
  if (said.some((w) => abbreviates(w, askedWords))) return null;
  const words = said.filter((w) => wordRow(w) < 0 || wordRow(w) >= SPECIFIC_FROM);
  if (words.length === 0) return null;
  const named = words.some((w) => [...relatedGroupOf(stem(w))].some((r) => askedStems.has(r)) || asked.some((q) => wordSimilarity(w, q) >= CLOSE));
  return named ? null : `${opening[1]} ${opening[2]}`.trim();
}

/**
 * Whether `word` is an abbreviation of two to four of the question's words in a row: its letters in order, each word
 * giving at least its first letter ("ldo" for "low dropout", "cfd" for "computational fluid dynamics").
 */
function abbreviates(word: string, askedWords: readonly string[]): boolean {
  if (!/^[a-z]{2,5}$/.test(word) || wordRow(word) >= 0) return false;
  for (let start = 0; start < askedWords.length; start++) {
    for (let count = 2; count <= 4 && start + count <= askedWords.length; count++) {
      if (spells(word, askedWords.slice(start, start + count))) return true;
    }
  }
  return false;
}

/** The letters of `word`, in order, taken from `parts` in turn: each part's first letter, then any of its later ones. */
function spells(word: string, parts: readonly string[]): boolean {
  const match = (at: number, part: number): boolean => {
    if (part === parts.length) return at === word.length;
    const text = parts[part];
    if (word[at] !== text[0]) return false;
    // Take the first letter, then as many later letters of this part as match before moving to the next part.
    let next = at + 1;
    for (let i = 1; ; i++) {
      if (match(next, part + 1)) return true;
      while (i < text.length && text[i] !== word[next]) i++;
      if (i >= text.length || next >= word.length) return false;
      next += 1;
    }
  };
  return match(0, 0);
}

/**
 * An answer whose first words point back at the question with no word of its own for it: "so I break it into
 * fifteen-minute chunks", "I deal with it at the valuation", "had exactly that last month", "this happened to
 * me". The "it" and "that" can only be what was asked. Verbs of opinion ("I think it...") point at nothing.
 */
const POINTS_BACK = new RegExp(
  String.raw`^(?:(?:so|um|uh|okay|ok|yes|yeah|well|right|honestly|actually|oh)[,.]?\s+)*` +
    String.raw`(?:(?:i|we|you)(?:'d|'ll|'ve| would| will| usually| always| just| normally| first| actually| basically| had| have| did| do)* ` +
    String.raw`(?!think\b|want\b|mean\b|guess\b|say\b|said\b|believe\b|know\b|feel\b|hope\b|love\b|like\b)\w+` +
    String.raw`(?: (?:with|about|to|on|into|through|at|for|up|out|down|over))? (?:it|that|this|them)\b` +
    String.raw`|(?:i've |i )?(?:had|have had|dealt with|seen|handled) (?:exactly |just |precisely )?(?:that|this|one of those|one like that|it)\b` +
    String.raw`|(?:that|this|it)(?: exact thing| exact situation)? (?:happened|happens|has happened)\b)`,
  'i',
);

export function pointsBackToTheQuestion(answer: string): boolean {
  return POINTS_BACK.test(answer.trim());
}
