import type { AnswerFramework } from '../ai.schemas.js';
import { isStepList, type Quote } from './answer-signals.js';
import type { Judgement } from './judgement.js';
import { FRAMEWORK_STEPS, STORY_KINDS } from './question-kind.js';

/**
 * Reading a good answer's sentences for the part of the framework each one tells (example-answers.ts
 * puts the learner's own answer under the framework's headings with these).
 */

/** How well a sentence fits each part of the framework (index by part); 0 is no sign either way. */
export function readUnit(pieces: readonly string[], index: number, count: number, framework: AnswerFramework, j: Judgement): number[] {
  const s = j.signals;
  const steps = FRAMEWORK_STEPS[framework];
  const fit = steps.map(() => 0);
  const last = steps.length - 1;
  const some = (quotes: readonly Quote[]): boolean => saysAny(pieces, quotes);
  const text = pieces.join(' ');
  const acted = actsIn(pieces, s);
  const ended = outcomeIn(pieces, j) || some(s.lessons) || CLOSING.test(text) || PREVENTION.test(text);
  if (framework === 'PREP') {
    if (index === 0) fit[0] += 3;
    if (some(s.examples) || some(s.situation) || saysAny(pieces, s.ownActions, 'start')) fit[2] += 2;
    // Between the view and its example: the reasons for it, whether or not they say "because".
    if (index > 0) fit[1] += some(s.reasons) || /\bbecause\b/i.test(text) ? 1 : 0.5;
    if (CLOSING.test(text) || (index === count - 1 && count > 2)) fit[last] += 2;
    return fit;
  }
  const action = Math.max(0, steps.indexOf('Action'));
  // The opening sets the scene, unless it lists the steps of a plan ("this happened last spring" is a scene).
  // Answering "how do you..." or "what would you do...", an opening that says "first I..." is a step, not the
  // problem ("**Problem:** First I stop the compression" is how a coach would not label it).
  const firstStep = !STORY_KINDS.has(j.kind) && FIRST_STEP.test(text) && !some(s.situation);
  if (index === 0) fit[firstStep || (j.kind === 'hypothetical' && isStepList(text) && !some(s.situation)) ? action : 0] += 3;
  // What the speaker changed afterwards is how the story ends ("after that I started..."); an outcome
  // told in the same sentence as what the speaker did stays with the doing.
  // An outcome read in the middle of what was done weighs less than the doing after it: the story is
  // not over until the speaker's last action.
  if (some(s.lessons)) fit[last] += 2.5;
  else if (ended) fit[last] += index === count - 1 ? 2.5 : acted ? 1 : 1.5;
  // A step marker inside an outcome ("...drop by fifteen percent in the next month") does not make it a step.
  if (acted || (some(s.steps) && (!ended || STEP_OPENING.test(text)))) fit[action] += 2;
  if (some(s.situation)) fit[0] += 1;
  // Before anything was done, after the scene: what stood in the way.
  if (framework === 'SOAR' && index > 0 && !acted && !ended) fit[1] += 0.5;
  // What the speaker had to do (Task), or what stood in the way (Obstacle, Challenge).
  // "I had to..." beside what the speaker did ("I rang her and explained I had to replace them") is the doing.
  if (framework === 'STAR' && TASK.test(text)) fit[1] += acted ? 1 : 2.5;
  return fit;
}

/**
 * A sentence the signals quoted, or a piece of it. A sentence cut where its outcome begins keeps its
 * actions in the first piece (`from: 'start'`) and its outcome in the second (`from: 'end'`).
 */
export function saysAny(pieces: readonly string[], quotes: readonly Quote[], from: 'start' | 'end' | null = null): boolean {
  return pieces.some((piece) =>
    quotes.some((q) => q.sentence === piece || (from !== 'end' && q.sentence.startsWith(piece)) || (from !== 'start' && q.sentence.endsWith(piece))),
  );
}

/** An outcome and nothing the speaker did in the same sentence. */
export function onlyOutcome(pieces: readonly string[], j: Judgement): boolean {
  const s = j.signals;
  return outcomeIn(pieces, j) && !actsIn(pieces, s) && !saysAny(pieces, s.lessons) && !STEP_OPENING.test(pieces.join(' '));
}

/**
 * An outcome the signals quoted, or a change told with its figures and nothing the speaker did ("the page
 * go down to around three hundred milliseconds"), as speakers of other languages often tell it.
 */
function outcomeIn(pieces: readonly string[], j: Judgement): boolean {
  const s = j.signals;
  // In a story only: in an explanation "to drop by sixty decibels" is what a word means.
  return saysAny(pieces, s.results, 'end') || (STORY_KINDS.has(j.kind) && !actsIn(pieces, s) && CHANGE_WITH_FIGURES.test(pieces.join(' ')));
}

const FIGURE = String.raw`(?:about |around |roughly |under |over |almost |nearly |only )?(?:[\d.,]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|half|a (?:third|quarter))\b`;
/** A change told with its figures: "go down to around three hundred milliseconds", "drop by about fifteen percent", "from 40 to 28 minutes". */
const CHANGE_WITH_FIGURES = new RegExp(
  String.raw`\b(?:go|goes|went|gone|come|comes|came|fall|falls|fell|drop|drops|dropped|rise|rises|rose|grow|grows|grew|increase[sd]?|decrease[sd]?|reduce[sd]?) (?:down |up |back )?(?:to|by) ${FIGURE}|\bfrom ${FIGURE}[^.]{0,30}? to ${FIGURE}`,
  'i',
);

/** A sentence that opens with a step marker ("then...", "after that..."): a step, wherever its outcome is. */
const STEP_OPENING = /^\W*(?:(?:and|so|um|uh),?\s+)*(?:first(?:ly)?|second(?:ly)?|then|next|after that|afterwards|finally|lastly)\b/i;

/** What the speaker put in place so it would not happen again: how the story ends. */
const PREVENTION =
  /\bso (?:that )?(?:it|this|that|they|we) (?:doesn't|does not|don't|won't|will not|wouldn't|can't|never) (?:happen|come back|recur|go wrong|repeat)/i;

export function actsIn(pieces: readonly string[], s: Judgement['signals']): boolean {
  return saysAny(pieces, s.ownActions, 'start') || saysAny(pieces, s.plannedActions, 'start');
}

/** An opening that is the plan's first step. */
export function opensWithFirstStep(pieces: readonly string[]): boolean {
  return FIRST_STEP.test(pieces.join(' '));
}

const FIRST_STEP =
  /^\W*(?:(?:um|uh|so|and|well|okay|ok|right),?\s+)*(?:first(?:ly| of all)?|step one|to start|i'd start|i would start|i start|the first thing)\b/i;

/** A sentence that sums up ("so in the end...", "that's why..."); a sentence that only goes on with "so" does not. */
const CLOSING =
  /^\W*(?:(?:um|uh|and|yeah|well),?\s+)*(?:in short|in summary|to sum up|overall|in conclusion|so (?:for me|in the end|overall)|in the end|that's why|that is why|which is why)\b/i;

/** Moving on to a later part costs this much, so a sentence with no sign either way stays in the part before it. */
const NEXT_PART = 0.25;

/**
 * The part of each sentence: never earlier than the sentence before's, fitting the readings best
 * (Viterbi over parts that only move forward).
 */
export function consecutiveParts(readings: readonly number[][], partCount: number): number[] {
  if (readings.length === 0) return [];
  let best = readings[0].map((fit, part) => fit - part * NEXT_PART);
  const from: number[][] = [];
  for (let i = 1; i < readings.length; i += 1) {
    const came: number[] = [];
    const next: number[] = [];
    for (let part = 0; part < partCount; part += 1) {
      let top = -Infinity;
      let at = 0;
      for (let before = 0; before <= part; before += 1) {
        const value = best[before] - (part - before) * NEXT_PART;
        if (value > top) [top, at] = [value, before];
      }
      next.push(top + readings[i][part]);
      came.push(at);
    }
    from.push(came);
    best = next;
  }
  let part = best.indexOf(Math.max(...best));
  const parts = [part];
  for (let i = from.length - 1; i >= 0; i -= 1) {
    part = from[i][part];
    parts.unshift(part);
  }
  return parts;
}

/** "My job was to...", "I had to...": what the speaker was there to do. */
const TASK =
  /\b(my (job|task|role|goal|aim|responsibility) (was|is)|i (had|needed|was asked|was supposed) to|it was (up to me|my job)|i was (responsible|in charge))\b/i;
