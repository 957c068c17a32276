import {
  CreateSessionRequest,
  CreateSessionResponse,
  OkResponse,
  SessionDetail,
  SessionList,
  SessionListQuery,
  SessionSummary,
  Uuid,
} from '@speakwell/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { Page } from '../common/paging/keyset-page.js';
import { ZodBody, ZodParam, ZodQuery } from '../common/zod-endpoint.js';
import { SessionsService } from './sessions.service.js';
import { SessionErrorCode } from './sessions.errors.js';
import { ApiController, Route } from '../common/api-route.js';

@ApiController('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Route('POST', '', { summary: 'Start a drill or meeting session', response: CreateSessionResponse, status: 201 })
  create(@CurrentUser() user: AuthUser, @ZodBody(CreateSessionRequest) body: CreateSessionRequest): Promise<CreateSessionResponse> {
    return this.sessions.create(user.id, body);
  }

  @Route('GET', '', { summary: "List the caller's sessions, newest first", list: SessionList, cachedForOwner: true })
  list(@CurrentUser() user: AuthUser, @ZodQuery(SessionListQuery) query: z.infer<typeof SessionListQuery>): Promise<Page<SessionSummary>> {
    return this.sessions.list(user.id, query);
  }

  @Route('GET', ':id', {
    summary: 'Read a session with its drills or answers',
    response: SessionDetail,
    cachedForOwner: true,
    errors: [SessionErrorCode.NotFound],
  })
  detail(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<SessionDetail> {
    return this.sessions.detail(user.id, id);
  }

  @Route('DELETE', ':id', { summary: 'Delete a session', response: OkResponse, errors: [SessionErrorCode.NotFound] })
  remove(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    return this.sessions.remove(user.id, id);
  }
}
