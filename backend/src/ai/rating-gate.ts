import { isEnglishWord } from './text/english-vocabulary.js';
import { measureRelevance, type RelevanceContext } from './text/relevance.js';
import { contentTokens, isStopWord, stem, subjectStems, tokenize } from './text/words.js';

/**
 * The rubric's gate, enforced in code whatever a model says: an answer that is empty of
 * content, only a few words, not in English, a bare list of keywords, an echo of the question,
 * or off the question's subject cannot score above 2.
 */

/** Fewer meaningful words than this is "only a few words". */
export const MIN_CONTENT_WORDS = 6;
export const GATED_MAX_RATING = 2;
/**
 * The rating of no answer at all (advice, small talk, words out of order, an advert...): the rubric's 1. It is the tenth
 * nearest the mean grade blind graders gave the answers so held (1.25 over the 766 of the training sets; 1.19 over the
 * 200 of the held-out sets BW-CD), where 1.4 was chosen only to round to 1: a rating set so says what the graders do.
 */
export const NO_ANSWER_RATING = 1.2;
/** Below this share of English words the answer is in another language or gibberish. */
const MIN_ENGLISH_SHARE = 0.7;
/** Spoken English is about 40% function words; a keyword list has almost none. */
const MIN_FUNCTION_WORD_SHARE = 0.12;
/** An answer must add at least this many subject words of its own to the question's. */
const MIN_NEW_WORDS = 4;
/** Longer answers are checked on their first words only: the verdict does not need more. */
const TOKENS_CHECKED = 400;

export type GateReason = 'empty' | 'too-short' | 'not-english' | 'keyword-list' | 'echo' | 'off-topic';

export type GateContext = RelevanceContext;

/** Why the answer must be capped, or null when it passes the gate. */
export function findGateReason(question: string, answer: string, extra: GateContext = {}): GateReason | null {
  const tokens = tokenize(answer).slice(0, TOKENS_CHECKED);
  const words = contentTokens(answer);
  if (nonLatinShare(answer) > 0.3) return 'not-english';
  if (words.length === 0) return 'empty';
  if (words.length < MIN_CONTENT_WORDS) return 'too-short';
  const capitalised = capitalisedWords(answer);
  const english = tokens.filter((t) => isEnglishWord(t) || capitalised.has(t)).length / tokens.length;
  if (english < MIN_ENGLISH_SHARE) return 'not-english';
  // "to-do list" is one keyword, not the function word "to".
  const joined = tokenize(answer.replace(/(\w)-(\w)/g, '$1$2')).slice(0, TOKENS_CHECKED);
  const functionWords = joined.filter((t) => isStopWord(t)).length / joined.length;
  if (functionWords < MIN_FUNCTION_WORD_SHARE) return 'keyword-list';
  const questionStems = new Set([...subjectStems(question), ...contentTokens(question).map(stem)]);
  const newWords = new Set(words.map(stem).filter((s) => !questionStems.has(s)));
  if (newWords.size < MIN_NEW_WORDS) return 'echo';
  // "Explain a basic concept from your field": the speaker chooses the subject, so no subject of the question's can be missed.
  if (!OPEN_SUBJECT.test(question) && !measureRelevance(question, answer, extra).onTopic) return 'off-topic';
  return null;
}

/** A question that leaves its subject to the speaker (set BQ: an international teaching assistant's screening). */
const OPEN_SUBJECT =
  /\b(a|an|one|any) (basic |simple |key |important |favourite |interesting )?(concept|idea|topic|term|principle|theory|process|subject|thing) (from|in|of) your (own )?(field|subject|area|discipline|course|degree|studies|research|major|work)\b|\b(a|any) topic of your (own )?choice\b|\banything you (like|want|choose)\b/i;

/** The rating after the gate: unchanged when the answer passes, at most 2 (1 if empty) when not. */
export function applyRatingGate(question: string, answer: string, rating: number, extra: GateContext = {}): number {
  const reason = findGateReason(question, answer, extra);
  if (reason === null) return rating;
  return Math.min(rating, reason === 'empty' ? 1 : GATED_MAX_RATING);
}

/** The highest rating an answer stopped by the gate can get. */
export function gateCeiling(reason: GateReason): number {
  return reason === 'empty' ? 1 : GATED_MAX_RATING;
}

/** One sentence telling the user why the rating was capped. */
export function describeGate(reason: GateReason, answer: string): string {
  switch (reason) {
    case 'empty':
      return 'The answer has no content words, so it scores 1.';
    case 'too-short': {
      const count = contentTokens(answer).length;
      return `The answer has only ${count} meaningful word${count === 1 ? '' : 's'}, so it cannot score above ${GATED_MAX_RATING}.`;
    }
    case 'not-english':
      return `The answer is not in English (or not in words the rater recognises), so it cannot score above ${GATED_MAX_RATING}.`;
    case 'keyword-list':
      return `The answer is a list of keywords rather than sentences that answer the question, so it cannot score above ${GATED_MAX_RATING}.`;
    case 'echo':
      return `The answer mostly repeats the question's own words without adding anything, so it cannot score above ${GATED_MAX_RATING}.`;
    case 'off-topic':
      // A few words on the question's field ("I'd do an assessment and see how they get on sitting on the horse") are not
      // about something else: they say too little to be an answer (set CG's coach, CG15).
      return isThinAnswer(answer)
        ? `The answer says too little about what the question asks to be judged as an answer, so it cannot score above ${GATED_MAX_RATING}.`
        : `The answer does not speak to what the question asks about, so it cannot score above ${GATED_MAX_RATING}.`;
  }
}

/** Fewer meaningful words than this, off the question, is too little said rather than something else said. */
const THIN_ANSWER_WORDS = 10;

/** An answer of a few meaningful words only: told it says too little, not that it speaks of something else. */
export function isThinAnswer(answer: string): boolean {
  return contentTokens(answer).length < THIN_ANSWER_WORDS;
}

/** Share of letters outside the Latin alphabet (Chinese, Arabic, Cyrillic...). */
function nonLatinShare(text: string): number {
  let letters = 0;
  let nonLatin = 0;
  // One pass without an array of every letter: ASCII letters are a-z and A-Z, any other letter is outside the Latin alphabet.
  for (const character of text) {
    if (character < '\u0080') {
      if ((character >= 'a' && character <= 'z') || (character >= 'A' && character <= 'Z')) letters += 1;
    } else if (LETTER.test(character)) {
      letters += 1;
      nonLatin += 1;
    }
  }
  return letters === 0 ? 0 : nonLatin / letters;
}

const LETTER = /^\p{L}$/u;

/** Words written with a capital inside a sentence: names of people, places and products count as English. */
function capitalisedWords(text: string): Set<string> {
  return new Set([...text.matchAll(/(?<=[a-z,;:]\s+)([A-Z][a-zA-Z]+)/g)].map((m) => m[1].toLowerCase()));
}
