import type { AnswerSignals, Quote } from './answer-signals.js';
import type { Cap } from './judgement.js';
import { quote } from './feedback-quotes.js';
import { STORY_KINDS, type QuestionKind } from './question-kind.js';

/**
 * A story whose only outcome is a vague or hedged one ("it went well i think", "after that it was ok", "things got a
 * bit better", "they seemed happy enough"): the ending is there, but it says nothing the listener can check. Blind
 * coaches marked the feedback wrong for praising such an ending as a finished outcome; the writers graded most of
 * these stories 4 ("good, but one part thin: no result"). Round 15: of the 2,358 graded answers, 15 stories end so, 9
 * graded 4, none 5.
 */
export function vagueOutcome(kind: QuestionKind, s: AnswerSignals): Quote | null {
  if (!STORY_KINDS.has(kind) || s.results.length === 0) return null;
  // Each outcome as the learner sees it quoted: one that says what changed, or with a figure, is specific.
  return s.results.every((result) => isVague(quote(result))) ? s.results[s.results.length - 1] : null;
}

function isVague(quoted: string): boolean {
  return VAGUE_ENDING.test(quoted) && !SPECIFIC.test(quoted);
}

/** The cap: good, not excellent (rounds to 4). */
export function vagueOutcomeCap(ending: Quote | null): Cap | null {
  if (ending === null) return null;
  // Said once, as the feedback's advice: the rating stays good, not excellent, until the ending says what came of it.
  return { ceiling: GOOD_MAX, why: sayWhatCameOfIt(ending) };
}

/** What the feedback asks for instead of praising the ending. */
export function sayWhatCameOfIt(ending: Quote): string {
  return `Say what came of it: your ending (${quote(ending)}) does not say what changed. A result you can name, a number, or what someone said shows it.`;
}

const VAGUE_ENDING =
  /\b(it went (quite |really |pretty |very )?(well|ok|okay|fine|alright)|it was (fine|ok|okay|better|alright|all right)|(seemed|were|was) (happy|ok|okay|fine) enough|it worked out( fine| ok| okay| in the end)?|seemed to (understand|like it|be happy)|(things|it) (got|was|were) (a bit )?better)\b/i;
/** A figure, a time or a change said in so many words: the ending can be checked. */
const SPECIFIC =
  /\d|\b(two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|percent|per cent|passed|signed|promoted|renewed|booked|won|saved|dropped|fell|rose|went (down|up) to|no more|never again|zero|complaints?)\b|\b(quieter|calmer|happier|faster|quicker|safer|cleaner|clearer|easier|smaller|shorter|fewer|lower|higher|bigger|cheaper|stronger|steadier|drier|warmer|tidier)\b/i;
/** Good, not excellent: rounds to 4. */
const GOOD_MAX = 4.4;
