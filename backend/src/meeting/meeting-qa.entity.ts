import { Column, Entity } from 'typeorm';
import { SessionQuestionRow } from '../sessions/session-question-row.js';

/** A question heard in a meeting and the answer the assistant suggested. */
@Entity({ name: 'meeting_qas' })
export class MeetingQaEntity extends SessionQuestionRow {
  @Column({ type: 'text' })
  answer: string;
}
