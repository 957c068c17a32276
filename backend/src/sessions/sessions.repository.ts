import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Drill, MeetingQa, PageQuery, SessionSummary, SessionType } from '@speakwell/contracts';
import type { DeliveryMetrics } from '@speakwell/words';
import type { Repository } from 'typeorm';
import { readPage, type Page } from '../common/paging/keyset-page.js';
import { OwnedRows } from '../database/owned-rows.js';
import { SqlStatements } from '../database/sql-statements.js';
import { SessionEntity } from './session.entity.js';
import { createSessionSql, sessionDetailSql, sessionPageSql, sessionQasSql } from './sessions.queries.js';

/** A drill of a session's detail: a Drill with its stored delivery metrics. */
export type DrillRow = Omit<Drill, 'delivery' | 'attempt_of'> & { delivery: DeliveryMetrics | null; attempt_of: string | null };

/** A session in the contract's shape with its drills (null for a meeting session). */
export type SessionDetailRow = SessionSummary & { drills: DrillRow[] | null };

export interface NewSession {
  type: SessionType;
  topic: string;
  context: string;
}

/** Drill and meeting sessions (table sessions) and a meeting session's Q&As as the detail reads them. */
@Injectable()
export class SessionsRepository extends OwnedRows<SessionEntity> {
  constructor(
    @InjectRepository(SessionEntity) sessions: Repository<SessionEntity>,
    private readonly sql: SqlStatements,
  ) {
    super(sessions);
  }

  /** One prepared INSERT: Start Drill waits for it before the first question is asked. The new id. */
  async create(userId: string, session: NewSession): Promise<string> {
    const saved = await this.sql.row<{ id: string }>({ name: 'create-session', text: createSessionSql }, [
      userId,
      session.type,
      session.topic,
      session.context,
    ]);
    if (!saved) throw new Error('INSERT ... RETURNING gave no row');
    return saved.id;
  }

  /** One page of the caller's sessions of one type, newest first (sessions.queries.ts). */
  page(userId: string, type: SessionType, page: PageQuery): Promise<Page<SessionSummary>> {
    return readPage(this.sql, { name: 'session-page', text: sessionPageSql }, [userId, type], page);
  }

  /** The caller's session with its drills, in one prepared statement; null when it is not theirs. */
  detail(userId: string, sessionId: string): Promise<SessionDetailRow | null> {
    return this.sql.row<SessionDetailRow>({ name: 'session-detail-with-drills', text: sessionDetailSql }, [sessionId, userId]);
  }

  /** A meeting session's Q&As in the order they were asked (its owner checked first). */
  meetingQas(sessionId: string): Promise<MeetingQa[]> {
    return this.sql.rows<MeetingQa>({ name: 'session-qas', text: sessionQasSql }, [sessionId]);
  }

  /** The caller's session, of one type when given; null for anyone else's. */
  findOwnedOfType(userId: string, sessionId: string, type?: SessionType): Promise<SessionEntity | null> {
    return this.findOwned(userId, sessionId, type ? { sessionType: type } : {});
  }
}
