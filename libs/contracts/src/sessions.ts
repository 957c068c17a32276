import { z } from 'zod';
import { DeliveryMetricsView } from './delivery.js';
import { PageQuery } from './paging.js';
import { DEFAULT_MEETING_TITLE } from './values.js';

export const SessionType = z.enum(['Drill', 'Meeting']);
export type SessionType = z.infer<typeof SessionType>;

export const MAX_CONTEXT_LENGTH = 20_000;

const context = z.string().max(MAX_CONTEXT_LENGTH, { error: `context must be at most ${MAX_CONTEXT_LENGTH} characters` });

/** POST /api/sessions for a drill. */
export const CreateDrillSessionRequest = z.object({
  topic: z.string({ error: 'topic is required' }).trim().min(1, { error: 'topic is required' }).max(300, { error: 'topic must be at most 300 characters' }),
  context: context.nullish().transform((v) => v ?? ''),
  focusMode: z.boolean().optional().default(false),
  session_type: z.literal('Drill', { error: "session_type must be 'Drill'" }),
});
export type CreateDrillSessionRequest = z.infer<typeof CreateDrillSessionRequest>;

/** POST /api/sessions for a meeting. */
export const CreateMeetingSessionRequest = z.object({
  title: z
    .string()
    .trim()
    .max(300, { error: 'title must be at most 300 characters' })
    .nullish()
    .transform((v) => (v ? v : DEFAULT_MEETING_TITLE)),
  context: z
    .string({ error: 'context is required' })
    .trim()
    .min(1, { error: 'context is required' })
    .max(MAX_CONTEXT_LENGTH, { error: `context must be at most ${MAX_CONTEXT_LENGTH} characters` }),
  session_type: z.literal('Meeting').optional(),
});
export type CreateMeetingSessionRequest = z.infer<typeof CreateMeetingSessionRequest>;

/** POST /api/sessions: a drill when session_type is 'Drill', a meeting when it is 'Meeting' or absent. */
export const CreateSessionRequest = z.discriminatedUnion('session_type', [CreateDrillSessionRequest, CreateMeetingSessionRequest], {
  error: "session_type must be 'Drill' or 'Meeting'",
});
export type CreateSessionRequest = z.infer<typeof CreateSessionRequest>;

export const CreateSessionResponse = z.object({ session_id: z.string() });
export type CreateSessionResponse = z.infer<typeof CreateSessionResponse>;

/** GET /api/sessions: one page of drill (default) or meeting sessions. */
export const SessionListQuery = PageQuery.extend({ type: SessionType.optional().default('Drill') });
export type SessionListQuery = z.infer<typeof SessionListQuery>;

/** A history card; `context` is cut to LIST_PREVIEW_LENGTH characters in the list (whole in the detail). */
export const SessionSummary = z.object({
  id: z.string(),
  topic: z.string(),
  context: z.string(),
  session_type: SessionType,
  created_at: z.string(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;
export const SessionList = z.array(SessionSummary);

/** One answered (or pending) question of a drill session. */
export const Drill = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  feedback: z.string().nullable(),
  rating: z.number().nullable(),
  rating_explanation: z.string().nullable(),
  example_answer: z.string().nullable(),
  framework: z.string().nullable(),
  timestamp: z.string().nullable(),
  /** Only on an answer given again to a question: the `_id` of the question's first drill. */
  attempt_of: z.string().optional(),
  /** Present when the answer was spoken and its delivery measured. */
  delivery: DeliveryMetricsView.optional(),
});
export type Drill = z.infer<typeof Drill>;

export const MeetingQa = z.object({ _id: z.string(), question: z.string(), answer: z.string(), created_at: z.string() });
export type MeetingQa = z.infer<typeof MeetingQa>;

/** GET /api/sessions/{id}: drills for a drill session, qas for a meeting session. */
export const SessionDetail = SessionSummary.extend({
  drills: z.array(Drill),
  qas: z.array(MeetingQa),
});
export type SessionDetail = z.infer<typeof SessionDetail>;
