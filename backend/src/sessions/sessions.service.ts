import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  type CreateSessionRequest,
  type CreateSessionResponse,
  type Drill,
  type MeetingQa,
  type OkResponse,
  type SessionDetail,
  type SessionListQuery,
  type SessionSummary,
  type SessionType,
} from '@speakwell/contracts';
import type { DeliveryMetrics } from '@speakwell/words';
import { readPage, type Page } from '../common/paging/keyset-page.js';
import { preparedQuery } from '../database/prepared-query.js';
import { deliveryField } from '../drills/delivery.js';
import { SessionEntity } from './session.entity.js';
import { SessionError } from './sessions.errors.js';
import { createSessionSql, sessionDetailSql, sessionPageSql, sessionQasSql } from './sessions.queries.js';

/** A drill of sessionDetailSql: a Drill with its stored delivery metrics. */
type DrillRow = Omit<Drill, 'delivery' | 'attempt_of'> & { delivery: DeliveryMetrics | null; attempt_of: string | null };

@Injectable()
export class SessionsService {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  /** One prepared INSERT: Start Drill waits for it before the first question is asked. */
  async create(userId: string, request: CreateSessionRequest): Promise<CreateSessionResponse> {
    // The topic is stored as sent: the client already appended ' [Focus Mode]' when on.
    const [type, topic] = request.session_type === 'Drill' ? (['Drill', request.topic] as const) : (['Meeting', request.title] as const);
    const [saved] = await preparedQuery<{ id: string }>(this.sessions.manager.connection, 'create-session', createSessionSql, [
      userId,
      type,
      topic,
      request.context,
    ]);
    if (!saved) throw new Error('INSERT ... RETURNING gave no row');
    return { session_id: saved.id };
  }

  /** One page of the caller's sessions of one type, newest first (sessions.queries.ts). */
  list(userId: string, query: SessionListQuery): Promise<Page<SessionSummary>> {
    return readPage(this.sessions, { name: 'session-page', text: sessionPageSql }, [userId, query.type], query);
  }

  /**
   * The session with its drills in one prepared statement (a meeting's Q&As in a second), rows
   * in the contract's shape (sessions.queries.ts); another user's session is "not found".
   */
  async detail(userId: string, sessionId: string): Promise<SessionDetail> {
    const db = this.sessions.manager.connection;
    const [row] = await preparedQuery<SessionSummary & { drills: DrillRow[] | null }>(db, 'session-detail-with-drills', sessionDetailSql, [sessionId, userId]);
    if (!row) throw SessionError.notFound();
    const { drills, ...session } = row;
    if (session.session_type === 'Meeting')
      return { ...session, drills: [], qas: await preparedQuery<MeetingQa>(db, 'session-qas', sessionQasSql, [sessionId]) };
    return {
      ...session,
      drills: (drills ?? []).map(({ delivery, attempt_of, ...drill }) => ({ ...drill, ...(attempt_of && { attempt_of }), ...deliveryField(delivery) })),
      qas: [],
    };
  }

  /** Its drills and meeting Q&As go with it through ON DELETE CASCADE. */
  async remove(userId: string, sessionId: string): Promise<OkResponse> {
    const result = await this.sessions.delete({ id: sessionId, userId });
    if (!result.affected) throw SessionError.notFound();
    return { ok: true };
  }

  /**
   * The caller's session, optionally of one type (the id was checked as a UUID at the edge).
   * Anything else (another user's session) is "not found", so nothing leaks about other users' data.
   */
  async findOwned(userId: string, sessionId: string, type?: SessionType): Promise<SessionEntity> {
    const session = await this.sessions.findOneBy({ id: sessionId, userId, ...(type ? { sessionType: type } : {}) });
    if (!session) throw SessionError.notFound();
    return session;
  }
}

/** A session in the contract's shape; sessionPageSql makes list rows the same (context cut to a preview). */
export function toSessionSummary(session: SessionEntity): SessionSummary {
  return {
    id: session.id,
    topic: session.topic,
    context: session.context,
    session_type: session.sessionType,
    created_at: session.createdAt.toISOString(),
  };
}
