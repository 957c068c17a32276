import { Column } from 'typeorm';
import { OwnedRow } from '../database/owned-rows.js';

/**
 * The columns a question asked in a session has, whatever answers it: a drill (drills/) or a
 * meeting Q&A pair (meeting/). Each entity extends this and adds its own columns.
 */
export abstract class SessionQuestionRow extends OwnedRow {
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @Column({ type: 'text' })
  question: string;
}
