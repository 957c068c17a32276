import { z } from 'zod';
import { DeliveryMetricsView } from './delivery.js';
import { DictionaryEntry } from './dictionary.js';
import { Drill, MeetingQa, SessionSummary } from './sessions.js';

/**
 * DELETE /api/user: proof that the person at the keyboard owns the account. `password` for
 * accounts that have one; `google_token` (a fresh Google sign-in's ID token) for accounts that
 * only sign in with Google.
 */
export const DeleteAccountRequest = z
  .object({
    password: z.string().max(200, { error: 'password must be at most 200 characters' }).optional(),
    google_token: z.string().max(8192).optional(),
  })
  .refine((body) => Boolean(body.password || body.google_token), { error: 'password is required' });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** GET /api/user/export: everything the user owns, secrets left out. */
export const AccountExport = z.object({
  exported_at: z.string(),
  profile: z.object({
    name: z.string(),
    email: z.string(),
    role: z.string(),
    created_at: z.string(),
    sign_in: z.object({ password: z.boolean(), google: z.boolean() }),
    subscription: z.object({ type: z.string(), valid_until: z.string().nullable() }),
  }),
  sessions: z.array(
    SessionSummary.extend({
      // A drill as stored: when it was asked and answered, and its delivery when measured.
      drills: z.array(Drill.omit({ timestamp: true }).extend({ created_at: z.string(), answered_at: z.string().nullable() })),
      qas: z.array(MeetingQa),
    }),
  ),
  scripts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      tags: z.array(z.string()),
      content: z.string(),
      settings: z.record(z.string(), z.unknown()),
      created_at: z.string(),
      updated_at: z.string(),
      practice_runs: z.array(
        z.object({
          _id: z.string(),
          match_accuracy: z.number(),
          rating: z.number(),
          words_matched: z.number().nullable(),
          total_script_words: z.number().nullable(),
          words_missed: z.number().nullable(),
          words_added: z.number().nullable(),
          spoken_word_count: z.number(),
          suggestions: z.string(),
          created_at: z.string(),
          /** Present when the run's delivery was measured. */
          delivery: DeliveryMetricsView.optional(),
        }),
      ),
    }),
  ),
  dictionary: z.array(
    DictionaryEntry.extend({
      /** The spaced review: when the word is next due, and its FSRS card (null until first reviewed). */
      review: z.object({ due_at: z.string(), card: z.record(z.string(), z.unknown()).nullable() }),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;
