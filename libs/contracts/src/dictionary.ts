import { z } from 'zod';

/** POST /api/dictionary */
export const AddWordRequest = z.object({
  word: z.string({ error: 'word is required' }).trim().min(1, { error: 'word is required' }).max(64, { error: 'word must be at most 64 characters' }),
});
export type AddWordRequest = z.infer<typeof AddWordRequest>;

export const DictionaryEntry = z.object({
  _id: z.string(),
  word: z.string(),
  part_of_speech: z.string(),
  definition: z.string(),
  example_sentence: z.string(),
  created_at: z.string(),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntry>;
export const DictionaryList = z.array(DictionaryEntry);
