import { Column, Entity } from 'typeorm';
import { OwnedRow } from '../database/owned-rows.js';
import type { SessionType } from '@speakwell/contracts';

/** A drill or meeting practice session; drills and meeting Q&As hang off it. */
@Entity({ name: 'sessions' })
export class SessionEntity extends OwnedRow {
  @Column({ name: 'session_type', type: 'text' })
  sessionType: SessionType;

  @Column({ type: 'text' })
  topic: string;

  @Column({ type: 'text', default: '' })
  context: string;
}
