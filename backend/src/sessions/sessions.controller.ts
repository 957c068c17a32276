import { Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { PagedList } from '../common/paging/paged-list.decorator.js';
import type { Page } from '../common/paging/keyset-page.js';
import { CachedForOwner } from '../common/owner-cache/owner-cache.interceptor.js';
import { ZodBody, ZodParam, ZodQuery, ZodResponse } from '../common/zod-endpoint.js';
import { SessionsService } from './sessions.service.js';
import { ApiErrors } from '../common/openapi-errors.js';
import { SessionErrorCode } from './sessions.errors.js';

@ApiTags('sessions')
@ApiBearerAuth()
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @ApiOperation({ summary: 'Start a drill or meeting session' })
  @Post()
  @ZodResponse(CreateSessionResponse, 201)
  create(@CurrentUser() user: AuthUser, @ZodBody(CreateSessionRequest) body: CreateSessionRequest): Promise<CreateSessionResponse> {
    return this.sessions.create(user.id, body);
  }

  @ApiOperation({ summary: "List the caller's sessions, newest first" })
  @Get()
  @PagedList(SessionList, { cachedForOwner: true })
  list(@CurrentUser() user: AuthUser, @ZodQuery(SessionListQuery) query: z.infer<typeof SessionListQuery>): Promise<Page<SessionSummary>> {
    return this.sessions.list(user.id, query);
  }

  @ApiOperation({ summary: 'Read a session with its drills or answers' })
  @ApiErrors(SessionErrorCode.NotFound)
  @Get(':id')
  @ZodResponse(SessionDetail)
  @CachedForOwner()
  detail(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<SessionDetail> {
    return this.sessions.detail(user.id, id);
  }

  @ApiOperation({ summary: 'Delete a session' })
  @ApiErrors(SessionErrorCode.NotFound)
  @Delete(':id')
  @ZodResponse(OkResponse)
  remove(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    return this.sessions.remove(user.id, id);
  }
}
