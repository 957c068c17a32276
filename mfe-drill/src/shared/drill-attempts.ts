import type { Drill } from '@speakwell/contracts';

/** A question of a session with every answer given to it, in the order given. */
export interface QuestionAttempts {
  question: string;
  attempts: Drill[];
}

/**
 * Answered drills grouped by question: an answer given again names the question's first drill
 * in `attempt_of`. Questions keep the order they were asked in, attempts the order given.
 */
export function questionsWithAttempts(drills: readonly Drill[]): QuestionAttempts[] {
  const byQuestion = new Map<string, QuestionAttempts>();
  for (const drill of drills) {
    if (drill.answer === null) continue;
    const key = drill.attempt_of ?? drill._id;
    const group = byQuestion.get(key);
    if (group) group.attempts.push(drill);
    else byQuestion.set(key, { question: drill.question, attempts: [drill] });
  }
  return [...byQuestion.values()];
}

/** How a rating moved from the attempt before, e.g. '+1.0 since attempt 1'; null without ratings. */
export function ratingProgress(previous: Drill, current: Drill, previousNumber: number): string | null {
  if (previous.rating === null || current.rating === null) return null;
  const change = current.rating - previous.rating;
  if (Math.abs(change) < 0.05) return `Same rating as attempt ${previousNumber}`;
  return `${change > 0 ? '+' : ''}${change.toFixed(1)} since attempt ${previousNumber}`;
}
