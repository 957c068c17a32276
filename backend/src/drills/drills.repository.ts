import { Injectable } from '@nestjs/common';
import type { FeedbackResponse } from '@speakwell/contracts';
import type { DeliveryMetrics } from '@speakwell/words';
import { SqlStatements } from '../database/sql-statements.js';
import { askingSessionSql, askSql, ownedDrillSql, storeAnswerSql } from './drills.queries.js';

/** A drill session about to be asked another question. */
export interface AskingSession {
  id: string;
  topic: string;
  context: string;
  previous_questions: string[];
}

/** The caller's drill as an answer or tips need it, with its session's topic and context. */
export interface OwnedDrill {
  id: string;
  session_id: string;
  question: string;
  attempt_of: string | null;
  topic: string;
  context: string | null;
}

/** An evaluated answer as stored. */
export type StoredAnswer = Pick<FeedbackResponse, 'feedback' | 'rating' | 'rating_explanation' | 'example_answer' | 'framework'> & {
  answer: string;
  answeredAt: Date;
  delivery: DeliveryMetrics | null;
};

/**
 * Questions and answers of drill sessions (table drills). Every statement is prepared (the
 * answer is the app's most frequent write; TypeORM's query building cost more than the SQL).
 */
@Injectable()
export class DrillsRepository {
  constructor(private readonly sql: SqlStatements) {}

  /** The caller's drill session with the questions it has asked; null when not theirs or not a drill session. */
  askingSession(userId: string, sessionId: string): Promise<AskingSession | null> {
    return this.sql.row<AskingSession>({ name: 'asking-session', text: askingSessionSql }, [sessionId, userId]);
  }

  /** A new question of the caller's session; the new drill's id. */
  async ask(userId: string, sessionId: string, question: string): Promise<string> {
    const drill = await this.sql.row<{ id: string }>({ name: 'ask-question', text: askSql }, [sessionId, userId, question]);
    if (!drill) throw new Error('INSERT ... RETURNING gave no row');
    return drill.id;
  }

  /** The caller's drill with its session's topic and context; null for anyone else's. */
  ownedDrill(userId: string, drillId: string): Promise<OwnedDrill | null> {
    return this.sql.row<OwnedDrill>({ name: 'owned-drill', text: ownedDrillSql }, [drillId, userId]);
  }

  /** The first answer fills the drill; a later one is kept beside it as another attempt of the question (drills.queries.ts). */
  async storeAnswer(userId: string, drill: OwnedDrill, answer: StoredAnswer): Promise<void> {
    await this.sql.rows({ name: 'store-answer', text: storeAnswerSql }, [
      drill.id,
      userId,
      answer.answer,
      answer.feedback,
      answer.rating,
      answer.rating_explanation,
      answer.example_answer,
      answer.framework,
      answer.answeredAt,
      answer.delivery === null ? null : JSON.stringify(answer.delivery),
      drill.session_id,
      drill.question,
      drill.attempt_of ?? drill.id,
    ]);
  }
}
