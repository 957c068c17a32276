import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
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
import { openApiSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { SessionsService } from './sessions.service.js';

@ApiTags('sessions')
@ApiBearerAuth()
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post()
  @HttpCode(201)
  @ApiBody({ schema: openApiSchema(CreateSessionRequest) })
  @ApiCreatedResponse({ schema: openApiSchema(CreateSessionResponse) })
  create(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(CreateSessionRequest)) body: CreateSessionRequest,
  ): Promise<CreateSessionResponse> {
    return this.sessions.create(user.id, body);
  }

  @Get()
  @ApiQuery({ name: 'type', required: false, enum: ['Drill', 'Meeting'] })
  @ApiOkResponse({ schema: openApiSchema(SessionList) })
  list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodValidationPipe(SessionListQuery)) query: z.infer<typeof SessionListQuery>,
  ): Promise<SessionSummary[]> {
    return this.sessions.list(user.id, query.type);
  }

  @Get(':id')
  @ApiOkResponse({ schema: openApiSchema(SessionDetail) })
  detail(@CurrentUser() user: AuthUser, @Param('id', new ZodValidationPipe(Uuid)) id: string): Promise<SessionDetail> {
    return this.sessions.detail(user.id, id);
  }

  @Delete(':id')
  @ApiOkResponse({ schema: openApiSchema(OkResponse) })
  remove(@CurrentUser() user: AuthUser, @Param('id', new ZodValidationPipe(Uuid)) id: string): Promise<OkResponse> {
    return this.sessions.remove(user.id, id);
  }
}
