import { answerEvaluationSchema, type AnswerEvaluation, type EvaluateAnswerInput } from '../ai.schemas.js';
import { describeGate, findGateReason, gateCeiling, GATED_MAX_RATING } from '../rating-gate.js';
import { describeGraderText, stripGraderText } from '../text/grader-text.js';
import type { EvaluationReply } from './reply-schemas.js';

/**
 * From the model's rating reply to the answer evaluation the app stores: the rating kept in
 * 1-5 (repaired from the criteria when the model strays, otherwise the reply is retried), and
 * the gate applied in code with the explanation and feedback saying why.
 */

const LEVELS: Record<number, string> = {
  1: 'Poor: no real answer to the question',
  2: 'Weak: only partly answers the question',
};

const inRange = (x: number): boolean => Number.isFinite(x) && x >= 1 && x <= 5;

/** The rating in 1-5, or null when neither the rating nor the criteria give one (the reply is retried). */
export function repairedRating(reply: EvaluationReply): number | null {
  if (inRange(reply.rating)) return reply.rating;
  const scores = reply.criteria.map((c) => c.score);
  if (scores.length === 0 || !scores.every(inRange)) return null;
  return scores.reduce((sum, x) => sum + x, 0) / scores.length;
}

export function rejectEvaluationReply(reply: EvaluationReply): string | null {
  return repairedRating(reply) === null ? `rating ${reply.rating} is outside 1-5 and the criteria scores cannot replace it` : null;
}

export function toEvaluation(reply: EvaluationReply, input: EvaluateAnswerInput): AnswerEvaluation {
  const rating = repairedRating(reply) ?? 1;
  const base = {
    rating,
    feedback: reply.feedback,
    rating_explanation: reply.rating_explanation,
    example_answer: reply.example_answer,
    framework: reply.framework,
  };
  const graderText = stripGraderText(input.answer);
  const gate = findGateReason(input.question, graderText.answer, { topic: input.topic, context: input.context });
  const ceiling = graderText.removed.length > 0 ? GATED_MAX_RATING : gate === null ? 5 : gateCeiling(gate);
  if (rating <= ceiling && (gate === null || rating <= gateCeiling(gate))) return answerEvaluationSchema.parse(base);
  // The model rated above what the gate allows: its praise no longer matches the rating, so the
  // explanation is replaced and the feedback opens with the reason.
  const capped = gate === null ? ceiling : Math.min(ceiling, gateCeiling(gate));
  const why = graderText.removed.length > 0 ? describeGraderText(graderText.removed) : describeGate(gate ?? 'off-topic', input.answer);
  return answerEvaluationSchema.parse({
    ...base,
    rating: capped,
    rating_explanation: `${why} ${capped.toFixed(1)}/5 - ${LEVELS[capped]}.`,
    feedback: `### Why the rating is capped\n- ${why}\n\n${reply.feedback}`,
  });
}
