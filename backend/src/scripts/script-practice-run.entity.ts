import type { DeliveryMetrics } from '@speakwell/words';
import { Column, Entity } from 'typeorm';
import { OwnedRow } from '../database/owned-rows.js';

/**
 * One analysed shadowing run of a script: the measured metrics and the AI's suggestions. Its
 * owner is kept beside script_id so the dashboard reads one user's runs without a join.
 */
@Entity({ name: 'script_practice_runs' })
export class ScriptPracticeRunEntity extends OwnedRow {
  @Column({ name: 'script_id', type: 'uuid' })
  scriptId: string;

  @Column({ name: 'match_accuracy', type: 'real' })
  matchAccuracy: number;

  @Column({ type: 'real' })
  rating: number;

  @Column({ name: 'words_matched', type: 'int', nullable: true })
  wordsMatched: number | null;

  @Column({ name: 'total_script_words', type: 'int', nullable: true })
  totalScriptWords: number | null;

  @Column({ name: 'words_missed', type: 'int', nullable: true })
  wordsMissed: number | null;

  @Column({ name: 'words_added', type: 'int', nullable: true })
  wordsAdded: number | null;

  @Column({ name: 'spoken_word_count', type: 'int' })
  spokenWordCount: number;

  /** The AI's feedback text, shown as the history entry's suggestion. */
  @Column({ type: 'text' })
  suggestions: string;

  /** Pace, fillers, hedges, pauses and length of the run; null when not measured. */
  @Column({ type: 'jsonb', nullable: true })
  delivery: DeliveryMetrics | null;
}
