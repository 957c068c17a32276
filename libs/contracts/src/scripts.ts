import { z } from 'zod';
import { Uuid } from './common.js';
import { DeliveryMetricsView, DeliveryTimingInput } from './delivery.js';
import { DEFAULT_SCRIPT_TITLE, MAX_SCRIPT_LENGTH } from './values.js';

export const ScriptSettings = z.object({ isVoiceControl: z.boolean().default(true) });
export type ScriptSettings = z.infer<typeof ScriptSettings>;

/** A script; in the library list `content` is cut to LIST_PREVIEW_LENGTH characters (whole from GET /api/scripts/{id}). */
export const Script = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  content: z.string(),
  settings: ScriptSettings,
  updated_at: z.string(),
});
export type Script = z.infer<typeof Script>;
export const ScriptList = z.array(Script);

const tags = z
  .array(z.string().trim().max(50))
  .max(30)
  .transform((list) => list.filter(Boolean));

/** POST /api/scripts */
export const CreateScriptRequest = z.object({
  title: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || DEFAULT_SCRIPT_TITLE),
  description: z.string().max(2_000).optional().default(''),
  tags: tags.optional().default([]),
  content: z.string().max(MAX_SCRIPT_LENGTH).optional().default(''),
  settings: ScriptSettings.optional(),
});
export type CreateScriptRequest = z.infer<typeof CreateScriptRequest>;
export const CreateScriptResponse = z.object({ id: z.string() });
export type CreateScriptResponse = z.infer<typeof CreateScriptResponse>;

/** PUT /api/scripts/{id}: the rename sends only title; the editor sends every field. */
export const UpdateScriptRequest = z.object({
  id: z.string().optional(),
  title: z.string().trim().max(200).optional(),
  description: z.string().max(2_000).optional(),
  tags: tags.optional(),
  content: z.string().max(MAX_SCRIPT_LENGTH).optional(),
  settings: ScriptSettings.optional(),
});
export type UpdateScriptRequest = z.infer<typeof UpdateScriptRequest>;

export const ScriptHistoryEntry = z.object({
  _id: z.string(),
  timestamp: z.string(),
  match_accuracy: z.number(),
  suggestions: z.string(),
  /** Present when the run's recognition timing was sent: pace, fillers, hedges, pauses, length. */
  delivery: DeliveryMetricsView.optional(),
});
export type ScriptHistoryEntry = z.infer<typeof ScriptHistoryEntry>;
export const ScriptHistory = z.array(ScriptHistoryEntry);

/** POST /api/scripts/clean */
export const CleanScriptRequest = z.object({ script_content: z.string().max(MAX_SCRIPT_LENGTH) });
export type CleanScriptRequest = z.infer<typeof CleanScriptRequest>;
export const CleanScriptResponse = z.object({ cleaned_content: z.string() });
export type CleanScriptResponse = z.infer<typeof CleanScriptResponse>;

/** POST /api/scripts/analyze */
export const AnalyzeScriptRequest = z.object({
  script_id: Uuid,
  script_content: z.string().max(MAX_SCRIPT_LENGTH),
  spoken_text: z.string().trim().min(1, { error: 'spoken_text is required' }).max(MAX_SCRIPT_LENGTH),
  /** Optional: the run's recognition timing, from which its delivery metrics are computed and stored. */
  delivery: DeliveryTimingInput.optional(),
});
export type AnalyzeScriptRequest = z.infer<typeof AnalyzeScriptRequest>;
export const ScriptAnalysis = z.object({
  rating: z.number(),
  match_accuracy: z.number(),
  words_matched: z.number().int(),
  total_script_words: z.number().int(),
  words_missed: z.number().int(),
  words_added: z.number().int(),
  missed_words: z.array(z.string()),
  added_words: z.array(z.string()),
  /** Script words the recogniser heard as another word ("three" heard as "tree"): words to practise saying. */
  misheard_words: z.array(z.object({ word: z.string(), heard: z.string() })),
  /** Whole sentences passed over (reported as such, not as their words). */
  skipped_sentences: z.array(z.string()),
  /** Script words after the place where the reading stopped; the rating is on what was read. */
  unread_words: z.number().int(),
  analysis: z.string(),
  /** Present when the request carried `delivery`. */
  delivery: DeliveryMetricsView.optional(),
});
export type ScriptAnalysis = z.infer<typeof ScriptAnalysis>;
