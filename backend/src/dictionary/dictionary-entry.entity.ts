import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A word the user saved, with the definition it had when they saved it. */
@Entity({ name: 'dictionary_entries' })
export class DictionaryEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  // Plain column rather than a relation: the owner is only ever used as a filter,
  // and the foreign key (ON DELETE CASCADE) lives in the migration.
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  word: string;

  @Column({ name: 'part_of_speech', type: 'text' })
  partOfSpeech: string;

  @Column({ type: 'text' })
  definition: string;

  @Column({ name: 'example_sentence', type: 'text' })
  exampleSentence: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

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
