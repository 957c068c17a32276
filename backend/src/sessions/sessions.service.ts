import { Injectable } from '@nestjs/common';
import type {
  CreateSessionRequest,
  CreateSessionResponse,
  OkResponse,
  SessionDetail,
  SessionListQuery,
  SessionSummary,
  SessionType,
} from '@speakwell/contracts';
import type { Page } from '../common/paging/keyset-page.js';
import { found } from '../database/owned-rows.js';
import { deliveryField } from '../drills/delivery.js';
import type { SessionEntity } from './session.entity.js';
import { SessionError } from './sessions.errors.js';
import { SessionsRepository } from './sessions.repository.js';

@Injectable()
export class SessionsService {
  constructor(private readonly sessions: SessionsRepository) {}

  async create(userId: string, request: CreateSessionRequest): Promise<CreateSessionResponse> {
    // The topic is stored as sent: the client already appended ' [Focus Mode]' when on.
    const session =
      request.session_type === 'Drill'
        ? { type: 'Drill' as const, topic: request.topic, context: request.context }
        : { type: 'Meeting' as const, topic: request.title, context: request.context };
    return { session_id: await this.sessions.create(userId, session) };
  }

  /** One page of the caller's sessions of one type, newest first. */
  list(userId: string, query: SessionListQuery): Promise<Page<SessionSummary>> {
    return this.sessions.page(userId, query.type, query);
  }

  /** The session with its drills (a meeting's with its Q&As); another user's session is "not found". */
  async detail(userId: string, sessionId: string): Promise<SessionDetail> {
    const { drills, ...session } = found(await this.sessions.detail(userId, sessionId), SessionError.notFound);
    if (session.session_type === 'Meeting') return { ...session, drills: [], qas: await this.sessions.meetingQas(sessionId) };
    return {
      ...session,
      drills: (drills ?? []).map(({ delivery, attempt_of, ...drill }) => ({ ...drill, ...(attempt_of && { attempt_of }), ...deliveryField(delivery) })),
      qas: [],
    };
  }

  /** Its drills and meeting Q&As go with it through ON DELETE CASCADE. */
  async remove(userId: string, sessionId: string): Promise<OkResponse> {
    if (!(await this.sessions.deleteOwned(userId, sessionId))) throw SessionError.notFound();
    return { ok: true };
  }

  /**
   * The caller's session, optionally of one type (the id was checked as a UUID at the edge).
   * Anything else (another user's session) is "not found", so nothing leaks about other users' data.
   */
  async findOwned(userId: string, sessionId: string, type?: SessionType): Promise<SessionEntity> {
    return found(await this.sessions.findOwnedOfType(userId, sessionId, type), SessionError.notFound);
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
