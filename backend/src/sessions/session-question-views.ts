import type { MeetingQa } from '@speakwell/contracts';
import type { DrillEntity } from '../drills/drill.entity.js';
import type { MeetingQaEntity } from '../meeting/meeting-qa.entity.js';

/** A drill as every view shows it (session detail, account export): the question, the answer and its evaluation. */
export function drillFields(drill: DrillEntity) {
  return {
    _id: drill.id,
    question: drill.question,
    answer: drill.answer,
    feedback: drill.feedback,
    rating: drill.rating,
    rating_explanation: drill.ratingExplanation,
    example_answer: drill.exampleAnswer,
    framework: drill.framework,
    // Only on an answer given again, so a drill answered once looks as it always did.
    ...(drill.attemptOf && { attempt_of: drill.attemptOf }),
  };
}

/** A meeting Q&A pair as the session detail and the account export show it. */
export function toMeetingQa(qa: MeetingQaEntity): MeetingQa {
  return { _id: qa.id, question: qa.question, answer: qa.answer, created_at: qa.createdAt.toISOString() };
}
