import { Column, Entity } from 'typeorm';
import { OwnedRow } from '../database/owned-rows.js';

/** A word the user saved, with the definition it had when they saved it. */
@Entity({ name: 'dictionary_entries' })
export class DictionaryEntryEntity extends OwnedRow {
  @Column({ type: 'text' })
  word: string;

  @Column({ name: 'part_of_speech', type: 'text' })
  partOfSpeech: string;

  @Column({ type: 'text' })
  definition: string;

  @Column({ name: 'example_sentence', type: 'text' })
  exampleSentence: string;

  /** The FSRS card of the spaced review (ts-fsrs fields, dates as ISO text); null until first reviewed. */
  @Column({ name: 'review_card', type: 'jsonb', nullable: true })
  reviewCard: StoredReviewCard | null;

  @Column({ name: 'review_due_at', type: 'timestamptz', default: () => 'now()' })
  reviewDueAt: Date;
}

/** ts-fsrs's Card as stored in JSON (its Dates as ISO strings). */
export interface StoredReviewCard {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review?: string;
}
