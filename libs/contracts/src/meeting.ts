import { z } from 'zod';
import { Uuid } from './common.js';
import { MAX_CONTEXT_LENGTH } from './sessions.js';

/** POST /api/meeting/answer */
export const MeetingAnswerRequest = z.object({
  context: z.string().trim().min(1, { error: 'context is required' }).max(MAX_CONTEXT_LENGTH),
  question: z.string().trim().min(1, { error: 'question is required' }).max(2_000),
  session_id: Uuid,
});
export type MeetingAnswerRequest = z.infer<typeof MeetingAnswerRequest>;
export const MeetingAnswerResponse = z.object({ answer: z.string() });
export type MeetingAnswerResponse = z.infer<typeof MeetingAnswerResponse>;
