import { lastSentence } from '@speakwell/speech';

/** A meeting session open in the live view. */
export interface ActiveMeeting {
  sessionId: string;
  /** As the user typed it; blank means the server's 'Untitled Meeting'. */
  title: string;
  context: string;
}

/** What the setup view starts from: empty, or a past session's title and context. */
export interface MeetingPrefill {
  title: string;
  context: string;
}

export const EMPTY_PREFILL: MeetingPrefill = { title: '', context: '' };

export const CONTEXT_REQUIRED = 'Add the meeting context (agenda, notes, your background) to start.';
export const ANSWER_NEEDS_CONTEXT = 'Add some meeting context before asking for an answer.';
export const ANSWER_NEEDS_QUESTION = 'Nothing to answer yet: the last sentence of the transcript is sent as the question.';
export const ANSWER_NEEDS_SESSION = 'Start a session before asking for an answer.';

/** The setup rule: a non-blank context (the title is optional). */
export function canStartMeeting(context: string): boolean {
  return context.trim().length > 0;
}

export type AnswerCheck = { question: string; problem: null } | { question: null; problem: string };

/**
 * Get Answer's rules: a non-blank context, a non-blank last sentence of the transcript
 * (split after . ? !) and an active session. Gives the question to send, or why not.
 */
export function checkAnswerRequest({ context, transcript, sessionId }: { context: string; transcript: string; sessionId: string | null }): AnswerCheck {
  if (!sessionId) return { question: null, problem: ANSWER_NEEDS_SESSION };
  if (!context.trim()) return { question: null, problem: ANSWER_NEEDS_CONTEXT };
  const question = lastSentence(transcript).trim();
  if (!question) return { question: null, problem: ANSWER_NEEDS_QUESTION };
  return { question, problem: null };
}

/** Title and context passed by Meeting History's 'Use This Context' as navigation state. */
export function prefillFrom(state: unknown): MeetingPrefill | null {
  if (!state || typeof state !== 'object') return null;
  const { context, title } = state as { context?: unknown; title?: unknown };
  if (typeof context !== 'string') return null;
  return { context, title: typeof title === 'string' ? title : '' };
}
