import { expandRelated } from './text/related-terms.js';
import { cleanTopic, contentTokens, stem, subjectStems } from './text/words.js';

/**
 * The rubric's gate, enforced in code whatever a model says: an answer that is empty of
 * content, only a few words, or off-topic cannot score above 2.
 */

/** Fewer meaningful words than this is "only a few words". */
export const MIN_CONTENT_WORDS = 6;
export const GATED_MAX_RATING = 2;
const MIN_SUBJECT_WORDS_TO_JUDGE = 2;

export type GateReason = 'empty' | 'too-short' | 'off-topic';

export interface GateContext {
  topic?: string;
  context?: string;
}

/** Why the answer must be capped, or null when it passes the gate. */
export function findGateReason(question: string, answer: string, extra: GateContext = {}): GateReason | null {
  const words = contentTokens(answer);
  if (words.length === 0) return 'empty';
  if (words.length < MIN_CONTENT_WORDS) return 'too-short';
  const questionSubject = subjectStems(question);
  // With fewer than two subject words ("Tell me about yourself", "Why this job?") many good
  // answers share no word with the question, so relevance is left to the rater, not the gate.
  if (questionSubject.size < MIN_SUBJECT_WORDS_TO_JUDGE) return null;
  const subject = expandRelated([...questionSubject, ...subjectStems(cleanTopic(extra.topic ?? '')), ...subjectStems(extra.context ?? '')]);
  const answerStems = expandRelated(words.map(stem));
  for (const s of answerStems) if (subject.has(s)) return null;
  return 'off-topic';
}

/** The rating after the gate: unchanged when the answer passes, at most 2 (1 if empty) when not. */
export function applyRatingGate(question: string, answer: string, rating: number, extra: GateContext = {}): number {
  const reason = findGateReason(question, answer, extra);
  if (reason === null) return rating;
  return Math.min(rating, reason === 'empty' ? 1 : GATED_MAX_RATING);
}

/** One sentence telling the user why the rating was capped. */
export function describeGate(reason: GateReason, answer: string): string {
  switch (reason) {
    case 'empty':
      return 'The answer has no content words, so it scores 1.';
    case 'too-short': {
      const count = contentTokens(answer).length;
      return `The answer has only ${count} meaningful word${count === 1 ? '' : 's'}, so it cannot score above ${GATED_MAX_RATING}.`;
    }
    case 'off-topic':
      return `The answer shares no subject with the question, so it cannot score above ${GATED_MAX_RATING}.`;
  }
}
