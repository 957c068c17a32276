import { contentTokens } from '../text/words.js';
import { wordRow } from '../text/word-vectors.js';
import { answerSentences } from './answer-signals.js';

/**
 * "How do you make sure...", "What do you check before...": asks for the speaker's practice, judged as an approach. So does
 * a case put first and the question after it: "On a hot morning you find fish gasping at the surface... What do you do?"
 * (set CI, CI52: the steps said as a list, "aerators on in that lake, test dissolved oxygen...", were not counted).
 */
export const PRACTICE_QUESTION =
  /^\s*(how do you|how would you|what do you (do|check|look for|say)|what checks do you|what would you (do|check|say))\b|[.?!]\s+(so )?what (do|would) you do( first| next| then)?\?\s*$/i;

/** What the speaker says they do, each a step of their practice: "I check...", "we always brief...". */
const PRACTICE_ACTION =
  /\b(i|we) (?:always |usually |first |then |also |never )?(check|checks|ask|review|walk|brief|make sure|look|call|ring|agree|start|keep|give|write|test|prove|lock|switch|tag|offer|explain|go through|read|use|confirm|compare|record|log|escalate|stop|sign|measure|show|send|book|note)\b/gi;

/** The steps of a described practice: "I check..., I ask..." and the items of a listed sequence of checks. */
export function countPracticeSteps(answer: string, question: string): number {
  // "I make sure" in answer to "How do you make sure..." says the question back; it is not a step.
  const asked = question.toLowerCase();
  const actions = new Set([...answer.matchAll(PRACTICE_ACTION)].map((m) => m[2].toLowerCase()).filter((verb) => !asked.includes(verb))).size;
  // A run of three or more items of a few words each ("find the right breaker, switch off, lock it off")
  // is a list of steps, announced ("three checks: ...") or not.
  const listed = answer
    .split(/[.;!?]\s/)
    .map((part) => ({ announced: part.includes(':'), body: part.includes(':') ? part.slice(part.indexOf(':') + 1) : part }))
    .map(({ announced, body }) => ({ announced, items: body.split(/,\s*(?:and\s+)?|\s+and\s+|\s+then\s+/).filter(isListItem) }))
    // An unannounced run counts when its items name things of the trade, not "I take my time, I am careful".
    .filter(({ announced, items }) => items.length >= 3 && (announced || items.filter(namesSomething).length * 3 >= items.length))
    .reduce((sum, { items }) => sum + items.length, 0);
  return actions + listed;
}

/** A short item of a run ("lock it off", "test dead between all conductors"), not a clause giving a reason. */
function isListItem(item: string): boolean {
  const words = item.trim().split(/\s+/).length;
  return words >= 2 && words <= 10 && !/^\s*(because|so|which|that|as|since)\b/i.test(item);
}

/** A list item that names something specific: a number, a name or code, or a term of the trade. */
function namesSomething(item: string): boolean {
  return /\d|\b(?!I\b)[A-Z]{1,5}\b/.test(item) || contentTokens(item).some((w) => w.length > 3 && wordRow(w) > TRADE_TERM_RANK);
}

/** Rarer than this frequency rank, a word is a term of the trade ("intraoral", "isolation", "ledger"), not everyday English. */
export const TRADE_TERM_RANK = 6000;

/** The sentence of a method said as "you do this, you do that", where three such steps are said; null otherwise. */
export function stepsSaidWithYou(answer: string): string | null {
  const steps = [...answer.matchAll(YOU_DO)].filter((m) => !NOT_A_STEP.has(m[1].toLowerCase()));
  if (steps.length < 3) return null;
  return answerSentences(answer).find((sentence) => sentence.includes(steps[0][0])) ?? null;
}
const YOU_DO = /\byou(?:'d|d| would)?(?: also| then| just| first)?(?: um| uh| er)? ([a-z]{3,})\b/gi;
const NOT_A_STEP = new Set(
  "know see mean get got have had can could should need want think feel are were will don't didn't can't won't wouldn't shouldn't say said like love hate guess might must may also then just really always never".split(
    ' ',
  ),
);
