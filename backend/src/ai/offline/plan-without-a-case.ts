import { toldACase } from './answer-type.js';
import { criterionScore, type Cap, type Criterion } from './judgement.js';
import type { QuestionKind } from './question-kind.js';

/**
 * A plan or a view with no real case of the speaker's own behind it, whose approach or position is not complete
 * either: the rubric's 3, "what one would usually do, points without a concrete example". On the graded sets, such
 * answers were graded 3 far more often than 4 or 5; with specific detail or a complete approach, not.
 */
export function noCaseCap(kind: QuestionKind, criteria: Criterion[], answer: string): Cap | null {
  if (!GENERAL_KINDS.has(kind)) return null;
  const shape = criteria.find((c) => c.name === 'Approach' || c.name === 'Position');
  // Specific detail (figures, names, the trade's own terms) or a complete approach stands without a case. A plan
  // said in order ("first ... then ... then") or long on its subject does not: of the answers those two let through
  // on every graded set, 41 were graded 3 or lower and 13 a 4 or 5 (eval/data/README.md, round 17).
  if (shape === undefined || shape.score >= COMPLETE_SHAPE || criterionScore(criteria, 'Detail') >= SPECIFIC_DETAIL || toldACase(answer)) return null;
  return {
    ceiling: ADEQUATE_MAX,
    why: `Without a real case of your own behind it, a plan or a view is an adequate answer, at most ${ADEQUATE_MAX}.`,
    keepsThePlan: true,
  };
}
const GENERAL_KINDS: ReadonlySet<QuestionKind> = new Set(['hypothetical', 'opinion']);
/** An approach or a position this complete (steps, reasons, what it leads to) stands without a case. */
const COMPLETE_SHAPE = 0.9;
/** Detail this high (about two figures or names and some terms of the trade) is specific enough to stand without a case. */
const SPECIFIC_DETAIL = 0.67;
/** The top of the rubric's 3: rounds to 3. */
const ADEQUATE_MAX = 3.4;
