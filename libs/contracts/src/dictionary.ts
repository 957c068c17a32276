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

/** POST /api/dictionary/restore: "Undo" after a delete puts the entry back as it was (no new look-up). */
export const RestoreWordRequest = z.object({
  word: AddWordRequest.shape.word,
  part_of_speech: z.string().trim().min(1, { error: 'part_of_speech is required' }).max(40, { error: 'part_of_speech must be at most 40 characters' }),
  definition: z.string().trim().min(1, { error: 'definition is required' }).max(2000, { error: 'definition must be at most 2000 characters' }),
  example_sentence: z.string().max(1000, { error: 'example_sentence must be at most 1000 characters' }),
  created_at: z.iso.datetime({ error: 'created_at must be an ISO date and time' }),
});
export type RestoreWordRequest = z.infer<typeof RestoreWordRequest>;

/** GET /api/dictionary: one page of entries, only words containing `q` (any letter case) when given. */
export const DictionaryListQuery = PageQuery.extend({
  q: z.string({ error: 'the word filter must be text' }).trim().max(64, { error: 'the word filter must be at most 64 characters' }).optional(),
});
export type DictionaryListQuery = z.infer<typeof DictionaryListQuery>;

/** How well a word was recalled in the spaced review (FSRS's four grades). */
export const ReviewGrade = z.enum(['again', 'hard', 'good', 'easy'], { error: 'grade must be one of again, hard, good, easy' });
export type ReviewGrade = z.infer<typeof ReviewGrade>;

/** GET /api/dictionary/review: how many words are due now, and the first of them to review. */
/** When the word would next be due after each grade (ISO times): shown on the grade buttons. */
export const ReviewNextDue = z.object({ again: z.string(), hard: z.string(), good: z.string(), easy: z.string() });
export type ReviewNextDue = z.infer<typeof ReviewNextDue>;
export const ReviewCard = DictionaryEntry.extend({ next_due: ReviewNextDue });
export type ReviewCard = z.infer<typeof ReviewCard>;
export const DictionaryReview = z.object({ due_count: z.number().int(), cards: z.array(ReviewCard) });
export type DictionaryReview = z.infer<typeof DictionaryReview>;

/** POST /api/dictionary/{id}/review */
export const ReviewWordRequest = z.object({ grade: ReviewGrade });
export type ReviewWordRequest = z.infer<typeof ReviewWordRequest>;
export const ReviewWordResponse = z.object({ _id: z.string(), due_at: z.string(), due_count: z.number().int(), next_due: ReviewNextDue });
export type ReviewWordResponse = z.infer<typeof ReviewWordResponse>;
