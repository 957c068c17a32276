import type { GateReason } from '../rating-gate.js';
import type { AnswerSignals } from './answer-signals.js';
import type { CoherenceReading } from './coherence.js';
import type { NonAnswerReading } from './answer-type.js';
import type { QuestionKind } from './question-kind.js';
import type { RedFlag } from './red-flags.js';
import type { CorrectnessReading } from './technical-knowledge.js';

// What the offline rater reads and what it concludes, in a module of its own so that the rater,
// its feedback and its example answers share these types without importing one another.

export interface RaterInput {
  question: string;
  answer: string;
  topic: string;
  context?: string;
}

export interface Criterion {
  name: string;
  /** 0-1. */
  score: number;
}

export interface Cap {
  ceiling: number;
  why: string;
  /** A cap on whose work the story shows, not on what the answer is: its scene and outcome are still credited. */
  creditsTheStory?: boolean;
  /** A cap on what the answer lacks (a case of the speaker's own), not on what it says: its plan is still a model of a plan. */
  keepsThePlan?: boolean;
}

export interface Judgement {
  kind: QuestionKind;
  signals: AnswerSignals;
  correctness: CorrectnessReading;
  criteria: Criterion[];
  gate: GateReason | null;
  /** Found off the question by its words, then found to speak to it in the trade's own words (its shape, its pointer back). */
  inOtherWords: boolean;
  cap: Cap | null;
  rating: number;
  /** The rating before any cap. */
  score: number;
  /** Asked in an exam of knowledge (a clinical station, a viva, a coding interview): no time of the speaker's own is wanted. */
  knowledgeExam: boolean;
  /** Sentences addressed to the grader, taken out before rating. */
  graderText: string[];
  redFlags: RedFlag[];
  coherence: CoherenceReading;
  nonAnswer: NonAnswerReading | null;
}

/** A criterion's score by its name; 0 when the answer's shape has no such criterion. */
export const criterionScore = (criteria: readonly Criterion[], name: string): number => criteria.find((c) => c.name === name)?.score ?? 0;
