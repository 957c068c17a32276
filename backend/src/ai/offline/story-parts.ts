import { MONTHS } from '../text/words.js';
import { answerSentences, withoutHesitations, type AnswerSignals } from './answer-signals.js';
import { quote } from './feedback-quotes.js';
import { endsPuttingItRight } from './already-said.js';
import type { Judgement } from './judgement.js';
import { sayWhatCameOfIt, vagueOutcome } from './vague-outcome.js';

/** How a spoken story sets its scene, how it ends, and a case told in passing: what the feedback quotes or asks for. */

/** The last sentence, when it comes after the speaker's last action: how the story ended, even without an outcome word. */
export function endingOf(answer: string, s: AnswerSignals): { last: string; told: string } | null {
  const sentences = toldSentences(answer);
  const acted = (sentence: string): boolean => s.ownActions.some((q) => q.sentence === sentence);
  const lastAction = sentences.reduce((found, sentence, index) => (acted(sentence) ? index : found), -1);
  if (lastAction < 0) return null;
  const after = sentences.slice(lastAction + 1).filter((x) => x.split(/\s+/).length >= 3);
  // "...after two months we was around forty five percent so now he use the activity collars": the whole ending is read for its figures.
  return after.length > 0 ? { last: after[after.length - 1], told: sentences.slice(lastAction).join(' ') } : null;
}

/**
 * A story whose last words carry a figure ends on what came of it, however it is said: "that day i make one hundred and
 * twenty bunches and the supervisor accept all of them", "all results filed within about ninety minutes". Of the tips
 * that asked such answers for an outcome (sets AD-AQ), both graders had found one in 7 of 9.
 */
export function endingWithAFigure(answer: string): { last: string; told: string } | null {
  const sentences = toldSentences(answer);
  const last = sentences[sentences.length - 1];
  const told = answer.trim().split(/\s+/).slice(-30).join(' ');
  return last !== undefined && last.split(/\s+/).length >= 3 && FIGURE.test(told) ? { last, told } : null;
}
const FIGURE =
  /\d|\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|half|percent)\b/i;

/** The answer's sentences as the signals read them (hesitations out, straight apostrophes). */
function toldSentences(answer: string): string[] {
  return answerSentences(withoutHesitations(answer.slice(0, 10_000).replace(/[’]/g, "'")));
}

/**
 * How a story ended, said in the feedback: its outcome praised, a vague one asked what came of it, an ending without a
 * figure asked to be specific, no ending asked for.
 */
export function feedbackOnTheEnding(j: Judgement, answer: string, worked: string[], improve: string[]): void {
  const s = j.signals;
  const vague = vagueOutcome(j.kind, s);
  if (vague !== null) {
    // The same advice as the cap's reason, said once.
    if (j.cap?.why !== sayWhatCameOfIt(vague)) improve.push(sayWhatCameOfIt(vague));
    return;
  }
  if (s.results.length > 0) {
    worked.push(`You finished with an outcome: ${quote(s.results[s.results.length - 1])}.`);
    return;
  }
  const ending = endingOf(answer, s) ?? endingWithAFigure(answer);
  if (ending === null) {
    // "we corrected them before filing and i put a cross check line on our checklist" (BN3): what was put right is the
    // outcome. Read on the last thirty words: a spoken answer may be one run with no full stop.
    const last = (toldSentences(answer).at(-1) ?? '').split(/\s+/).slice(-30).join(' ');
    if (endsPuttingItRight(last)) {
      worked.push(`You said how it ended: ${quote({ marker: '', sentence: last })}.`);
      return;
    }
    improve.push('End with the outcome: what changed because of what you did, with a number if you have one.');
    return;
  }
  worked.push(`You said how it ended: ${quote({ marker: '', sentence: ending.last })}.`);
  // An ending with a figure, a date or a name is specific already.
  if (!SPECIFIC_ENDING.test(ending.told)) improve.push('Make the ending specific: what changed because of what you did, with a number if you have one.');
}
const SPECIFIC_ENDING =
  /\d|\b(two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|percent|weeks?|months?|days?|years?|hours?|minutes?|later|morning|rest of the|afternoon|evening|overnight|tomorrow|next)\b|(?<=\w\s+)[A-Z][a-z]+/;

/** An opening that says where or when, or who and what the speaker was doing there. */
export function setsScene(opening: string): boolean {
  if (SCENE.test(opening)) return true;
  // "In my old factory we have a problem": a scene told in the present, as many speakers of other languages tell one.
  const told = /\b(i|we) (was|were|had|got|have|worked|started|joined|ran|managed|used to)\b|\b(i|we)'d [a-z]+(ed|t|wn|n)\b|\bthere (was|were)\b/i.test(
    opening,
  );
  const placed =
    /\b(in|at|on) (a|an|the|my|our|one) \w+|\b\d|\b(two|three|four|five|six|ten|twenty|thirty|forty|fifty|hundred)\b|(?<=[a-z,]\s+)[A-Z][a-z]+/.test(opening);
  return told && placed;
}

/** An opening that names where or when: "on nights in cardiac ICU", "at the Leeds branch", "in 2022". */
const SCENE = new RegExp(
  String.raw`\b(on (nights|days|a (night|day|late|early) shift|shift|site|a flight|the ward)|in (19|20)\d\d|last (year|month|week|term|summer|winter|spring|autumn|${MONTHS})|in my (first|second|third|last|previous|current|old) (year|week|month|job|role|placement|shift)|ago|at (my|our|the) [A-Za-z]+|(one|on a|last|that) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)( (morning|afternoon|evening|night))?|one (morning|afternoon|evening|night)|on (a|an|one) (live |busy |big |late |early |long )?[a-z]+ (show|broadcast|shoot|tour|trip|round|run|list|service|match|event|night|shift|job|visit|call)|in (my|our|a|the) [a-z]+ (job|role|team|ward|unit|branch|school|class|hotel|site|shop|store|company))\b`,
  'i',
);

/** A case the speaker tells in the past ("last year a fitting under a sink had gone..."), without the "I did" markers. */
export const TOLD_CASE =
  /\bi(?:'ve| have)? had (?:one|a job|a case|something) (?:like that|like this|similar|where|when|who)\b|\b(?:this|that|it) (?:actually )?(?:happen|happened) to me\b|\bi remember (?:a|one|when|the time|once)\b[^.]*\b(?:was|were|had|came|went|did|got|found|[a-z]{3,}ed)\b|\b(last (year|month|week|winter|summer|spring|autumn)|(a few|two|three|some) (days|weeks|months|years) ago|one time|the other day)\b[^.]*\b(was|were|had|came|went|did|got|found|[a-z]{3,}ed)\b/i;
