import type { NextQuestionResponse, SessionDetail } from '@speakwell/contracts';
import { isFocusSession } from '@speakwell/contracts/values';

/** One answered question of the session being practised, newest first in the history. */
export interface PracticeEntry {
  /** A client-made timestamp: entries exist before the server is asked for them again. */
  _id: string;
  question: string;
  answer: string;
  feedback: string;
  rating: number;
}

/** A drill session open in the practice view. */
export interface ActiveDrill {
  sessionId: string;
  topic: string;
  context: string;
  focusMode: boolean;
  history: PracticeEntry[];
  /** The question last asked and not answered yet: a reopened session shows it instead of asking a new one. */
  pendingQuestion?: { question: string; drill_id: string } | null;
  /** A new session's first question, asked by Start Drill as soon as the session existed. */
  firstQuestion?: Promise<NextQuestionResponse>;
}

/** The start form's rules: a topic without Focus Mode, a context with it. */
export function canStartDrill({ topic, focusMode, context }: { topic: string; focusMode: boolean; context: string }): boolean {
  return focusMode ? context.trim().length > 0 : topic.trim().length > 0;
}

/** The longest topic the start form keeps (the API allows a little more, for ' [Focus Mode]'). */
export const MAX_TOPIC_LENGTH = 280;

/**
 * The topic as typed, kept within MAX_TOPIC_LENGTH: a paste over it is cut at the last word
 * boundary (never mid-word); typing past it changes nothing.
 */
export function keepTopicWithinLimit(previous: string, next: string): string {
  if (next.length <= MAX_TOPIC_LENGTH) return next;
  if (next.length - previous.length <= 1) return previous.length <= MAX_TOPIC_LENGTH ? previous : next.slice(0, MAX_TOPIC_LENGTH);
  const head = next.slice(0, MAX_TOPIC_LENGTH + 1);
  const boundary = head.search(/\s\S*$/);
  return (boundary > 0 ? head.slice(0, boundary) : head.slice(0, MAX_TOPIC_LENGTH)).trimEnd();
}

/** The mean rating with one decimal, e.g. '3.7'; null before the first answer. */
export function sessionAverage(history: readonly PracticeEntry[]): string | null {
  if (history.length === 0) return null;
  const total = history.reduce((sum, entry) => sum + entry.rating, 0);
  return (total / history.length).toFixed(1);
}

/** Which answer to its question an entry is (1 for the first): the history is newest first. */
export function attemptNumber(history: readonly PracticeEntry[], entry: PracticeEntry): number {
  const index = history.indexOf(entry);
  return history.slice(index).filter((other) => other.question === entry.question).length;
}

/** A session from Drill History, reopened: its answered drills become the history, newest first. */
export function drillToContinue(session: SessionDetail): ActiveDrill {
  const answered = session.drills.filter((drill) => drill.answer && drill.rating !== null);
  const last = session.drills.at(-1);
  return {
    pendingQuestion: last && last.answer === null ? { question: last.question, drill_id: last._id } : null,
    sessionId: session.id,
    topic: session.topic,
    context: session.context,
    focusMode: isFocusSession(session),
    history: answered
      .map((drill) => ({
        _id: drill._id,
        question: drill.question,
        answer: drill.answer ?? '',
        feedback: drill.feedback ?? '',
        rating: drill.rating ?? 0,
      }))
      .reverse(),
  };
}
