import { z } from 'zod';
import { answerFrameworkSchema } from '../ai.schemas.js';
import { EVALUATION_CRITERIA } from '../prompts/rubric.v2.js';

/** Replies whose shape differs from the method's result: the application adds or checks the rest. */

/** The rating is computed from the measured diff, so the model only writes the text. */
export const shadowingReplySchema = z.object({ analysis: z.string().trim().min(1) });

/** `found: false` lets the model say a word does not exist instead of inventing a meaning. */
export const defineWordReplySchema = z.object({
  found: z.boolean(),
  word: z.string(),
  part_of_speech: z.string(),
  definition: z.string(),
  example_sentence: z.string(),
});

/**
 * The answer rating as the model writes it: criteria and reasoning before the score, so the
 * score follows from them. Bounds are checked (and repaired) in code, since strict JSON schema
 * on many servers cannot carry minimum and maximum.
 */
export const criterionReplySchema = z.object({
  name: z.enum(EVALUATION_CRITERIA),
  reasoning: z.string().trim().min(1),
  score: z.number(),
});

export const evaluationReplySchema = z.object({
  criteria: z.array(criterionReplySchema).min(1),
  reasoning: z.string().trim().min(1),
  rating: z.number(),
  rating_explanation: z.string().trim().min(1),
  feedback: z.string().trim().min(1),
  example_answer: z.string().trim().min(1),
  framework: answerFrameworkSchema.nullable(),
});
export type EvaluationReply = z.infer<typeof evaluationReplySchema>;
