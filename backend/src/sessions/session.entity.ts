import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SessionType } from '@speakwell/contracts';

/** A drill or meeting practice session; drills and meeting Q&As hang off it. */
@Entity({ name: 'sessions' })
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'session_type', type: 'text' })
  sessionType: SessionType;

  @Column({ type: 'text' })
  topic: string;

  @Column({ type: 'text', default: '' })
  context: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
