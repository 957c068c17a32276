import { z } from 'zod';

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
