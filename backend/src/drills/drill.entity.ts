import type { DeliveryMetrics } from '@speakwell/words';
import { Column, Entity } from 'typeorm';
import { SessionQuestionRow } from '../sessions/session-question-row.js';

/** PostgreSQL returns numeric as text; the product works with a number like 3.5. */
const ratingTransformer = {
  to: (value: number | null | undefined): number | null | undefined => value,
  from: (value: string | null): number | null => (value === null ? null : Number(value)),
};

/** One question of a drill session, with the user's answer and its evaluation once given. */
@Entity({ name: 'drills' })
export class DrillEntity extends SessionQuestionRow {
  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @Column({ type: 'text', nullable: true })
  feedback: string | null;

  @Column({ type: 'numeric', precision: 2, scale: 1, nullable: true, transformer: ratingTransformer })
  rating: number | null;

  @Column({ name: 'rating_explanation', type: 'text', nullable: true })
  ratingExplanation: string | null;

  @Column({ name: 'example_answer', type: 'text', nullable: true })
  exampleAnswer: string | null;

  @Column({ type: 'text', nullable: true })
  framework: string | null;

  /** When the answer was evaluated; null while the question is unanswered. */
  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  /** For an answer given again to a question: the question's first drill; null on that first one. */
  @Column({ name: 'attempt_of', type: 'uuid', nullable: true })
  attemptOf: string | null;

  /** Pace, fillers, hedges, pauses and length of a spoken answer; null when not measured. */
  @Column({ type: 'jsonb', nullable: true })
  delivery: DeliveryMetrics | null;
}
