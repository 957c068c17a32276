import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  CreateSessionRequest,
  SessionListQuery,
  Uuid,
  type CreateSessionResponse,
  type OkResponse,
  type SessionDetail,
  type SessionSummary,
} from '@speakwell/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { SessionsService } from './sessions.service.js';

@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post()
  @HttpCode(201)
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(CreateSessionRequest)) body: CreateSessionRequest,
  ): Promise<CreateSessionResponse> {
    return this.sessions.create(user.id, body);
  }

  @Get()
  list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodValidationPipe(SessionListQuery)) query: z.infer<typeof SessionListQuery>,
  ): Promise<SessionSummary[]> {
    return this.sessions.list(user.id, query.type);
  }

  @Get(':id')
  detail(@CurrentUser() user: AuthUser, @Param('id', new ZodValidationPipe(Uuid)) id: string): Promise<SessionDetail> {
    return this.sessions.detail(user.id, id);
  }

  @Delete(':id')
  remove(@CurrentUser() user: AuthUser, @Param('id', new ZodValidationPipe(Uuid)) id: string): Promise<OkResponse> {
    return this.sessions.remove(user.id, id);
  }
}
