import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  Uuid,
  type CreateSessionRequest,
  type CreateSessionResponse,
  type Drill,
  type OkResponse,
  type SessionDetail,
  type SessionSummary,
  type SessionType,
} from '@speakwell/contracts';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';
import { DrillEntity } from '../drills/drill.entity.js';
import { deliveryField } from '../drills/delivery.js';
import { MeetingQaEntity } from '../meeting/meeting-qa.entity.js';
import { drillFields, toMeetingQa } from './session-question-views.js';
import { SessionEntity } from './session.entity.js';
import { SessionError } from './sessions.errors.js';

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @InjectRepository(DrillEntity) private readonly drills: Repository<DrillEntity>,
    @InjectRepository(MeetingQaEntity) private readonly meetingQas: Repository<MeetingQaEntity>,
  ) {}

  async create(userId: string, request: CreateSessionRequest): Promise<CreateSessionResponse> {
    const session =
      request.session_type === 'Drill'
        ? // The topic is stored as sent: the client already appended ' [Focus Mode]' when on.
          { userId, sessionType: 'Drill' as const, topic: request.topic, context: request.context }
        : { userId, sessionType: 'Meeting' as const, topic: request.title, context: request.context };
    const saved = await this.sessions.save(this.sessions.create(session));
    return { session_id: saved.id };
  }

  /**
   * One indexed query (user_id, session_type, created_at desc); no per-session lookups. Rows
   * come back already in the contract's shape (no entities, no Dates): the history lists every
   * session, and hydrating them was most of this endpoint's CPU.
   */
  async list(userId: string, type: SessionType): Promise<SessionSummary[]> {
    return (await this.sessions.query(
      `SELECT id, topic, context, session_type, ${isoTimestampSql('s.created_at')} AS created_at
       FROM sessions s
       WHERE s.user_id = $1 AND s.session_type = $2
       ORDER BY s.created_at DESC`,
      [userId, type],
    )) as SessionSummary[];
  }

  async detail(userId: string, sessionId: string): Promise<SessionDetail> {
    const session = await this.findOwned(userId, sessionId);
    const [drills, qas] = await Promise.all([
      session.sessionType === 'Drill'
        ? this.drills.find({ where: { sessionId: session.id }, order: { createdAt: 'ASC', id: 'ASC' } })
        : Promise.resolve([]),
      session.sessionType === 'Meeting'
        ? this.meetingQas.find({ where: { sessionId: session.id }, order: { createdAt: 'ASC', id: 'ASC' } })
        : Promise.resolve([]),
    ]);
    return { ...toSummary(session), drills: drills.map(toDrill), qas: qas.map(toMeetingQa) };
  }

  /** Its drills and meeting Q&As go with it through ON DELETE CASCADE. */
  async remove(userId: string, sessionId: string): Promise<OkResponse> {
    if (!Uuid.safeParse(sessionId).success) throw SessionError.notFound();
    const result = await this.sessions.delete({ id: sessionId, userId });
    if (!result.affected) throw SessionError.notFound();
    return { ok: true };
  }

  /**
   * The caller's session, optionally of one type. Anything else (another user's session,
   * an id that is not a UUID) is "not found", so nothing leaks about other users' data.
   */
  async findOwned(userId: string, sessionId: string, type?: SessionType): Promise<SessionEntity> {
    if (!Uuid.safeParse(sessionId).success) throw SessionError.notFound();
    const session = await this.sessions.findOneBy({ id: sessionId, userId, ...(type ? { sessionType: type } : {}) });
    if (!session) throw SessionError.notFound();
    return session;
  }
}

function toSummary(session: SessionEntity): SessionSummary {
  return {
    id: session.id,
    topic: session.topic,
    context: session.context,
    session_type: session.sessionType,
    created_at: session.createdAt.toISOString(),
  };
}

function toDrill(drill: DrillEntity): Drill {
  return {
    ...drillFields(drill),
    timestamp: drill.answeredAt ? drill.answeredAt.toISOString() : null,
    ...deliveryField(drill.delivery),
  };
}
