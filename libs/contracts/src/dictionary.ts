import { z } from 'zod';
import { PageQuery } from './paging.js';

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

/** GET /api/dictionary: one page of entries, only words containing `q` (any letter case) when given. */
export const DictionaryListQuery = PageQuery.extend({
  q: z.string({ error: 'the word filter must be text' }).trim().max(64, { error: 'the word filter must be at most 64 characters' }).optional(),
});
export type DictionaryListQuery = z.infer<typeof DictionaryListQuery>;

/** How well a word was recalled in the spaced review (FSRS's four grades). */
export const ReviewGrade = z.enum(['again', 'hard', 'good', 'easy'], { error: 'grade must be one of again, hard, good, easy' });
export type ReviewGrade = z.infer<typeof ReviewGrade>;

/** GET /api/dictionary/review: how many words are due now, and the first of them to review. */
export const DictionaryReview = z.object({ due_count: z.number().int(), cards: z.array(DictionaryEntry) });
export type DictionaryReview = z.infer<typeof DictionaryReview>;

/** POST /api/dictionary/{id}/review */
export const ReviewWordRequest = z.object({ grade: ReviewGrade });
export type ReviewWordRequest = z.infer<typeof ReviewWordRequest>;
export const ReviewWordResponse = z.object({ _id: z.string(), due_at: z.string(), due_count: z.number().int() });
export type ReviewWordResponse = z.infer<typeof ReviewWordResponse>;
