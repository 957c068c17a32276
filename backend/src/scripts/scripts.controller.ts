import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AnalyzeScriptRequest,
  CleanScriptRequest,
  CleanScriptResponse,
  CreateScriptRequest,
  CreateScriptResponse,
  OkResponse,
  PageQuery,
  Script,
  ScriptAnalysis,
  ScriptHistory,
  ScriptList,
  Uuid,
  type ScriptHistoryEntry,
  type UpdateScriptRequest,
} from '@speakwell/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { PagedList } from '../common/paging/paged-list.decorator.js';
import type { Page } from '../common/paging/keyset-page.js';
import { CachedForOwner } from '../common/owner-cache/owner-cache.interceptor.js';
import { ZodBody, ZodParam, ZodQuery, ZodResponse } from '../common/zod-endpoint.js';
import { ScriptPracticeService } from './script-practice.service.js';
import { ScriptUpdateBody } from './script-update.js';
import { ScriptsService } from './scripts.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { ApiErrors } from '../common/openapi-errors.js';
import { ScriptErrorCode } from './scripts.errors.js';

@ApiTags('scripts')
@ApiBearerAuth()
@Controller('scripts')
export class ScriptsController {
  constructor(
    private readonly scripts: ScriptsService,
    private readonly practice: ScriptPracticeService,
  ) {}

  @ApiOperation({ summary: "List the caller's scripts, newest first" })
  @Get()
  @PagedList(ScriptList, { cachedForOwner: true })
  list(@CurrentUser() user: AuthUser, @ZodQuery(PageQuery) query: z.infer<typeof PageQuery>): Promise<Page<Script>> {
    return this.scripts.list(user.id, query);
  }

  @ApiOperation({ summary: 'Create a script' })
  @Post()
  @ZodResponse(CreateScriptResponse, 201)
  create(@CurrentUser() user: AuthUser, @ZodBody(CreateScriptRequest) body: CreateScriptRequest): Promise<CreateScriptResponse> {
    return this.scripts.create(user.id, body);
  }

  @ApiOperation({ summary: "Clean up a script's text with the AI" })
  @ApiErrors(...AI_CALL_ERRORS)
  @Post('clean')
  @ZodResponse(CleanScriptResponse)
  clean(@CurrentUser() user: AuthUser, @ZodBody(CleanScriptRequest) body: CleanScriptRequest): Promise<CleanScriptResponse> {
    return this.practice.clean(user.id, body.script_content);
  }

  @ApiOperation({ summary: 'Analyse a shadowing run of a script' })
  @ApiErrors(ScriptErrorCode.NotFound, ...AI_CALL_ERRORS)
  @Post('analyze')
  @ZodResponse(ScriptAnalysis)
  analyze(@CurrentUser() user: AuthUser, @ZodBody(AnalyzeScriptRequest) body: AnalyzeScriptRequest): Promise<ScriptAnalysis> {
    return this.practice.analyze(user.id, body);
  }

  @ApiOperation({ summary: 'Read a script' })
  @ApiErrors(ScriptErrorCode.NotFound)
  @Get(':id')
  @ZodResponse(Script)
  @CachedForOwner()
  get(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<Script> {
    return this.scripts.get(user.id, id);
  }

  @ApiOperation({ summary: 'Change a script' })
  @ApiErrors(ScriptErrorCode.NotFound)
  @Put(':id')
  @ZodResponse(Script)
  update(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string, @ZodBody(ScriptUpdateBody) body: UpdateScriptRequest): Promise<Script> {
    return this.scripts.update(user.id, id, body);
  }

  @ApiOperation({ summary: 'Delete a script' })
  @ApiErrors(ScriptErrorCode.NotFound)
  @Delete(':id')
  @ZodResponse(OkResponse)
  remove(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    return this.scripts.remove(user.id, id);
  }

  @ApiOperation({ summary: "List a script's shadowing runs, newest first" })
  @ApiErrors(ScriptErrorCode.NotFound)
  @Get(':id/history')
  @PagedList(ScriptHistory, { cachedForOwner: true })
  history(
    @CurrentUser() user: AuthUser,
    @ZodParam('id', Uuid) id: string,
    @ZodQuery(PageQuery) query: z.infer<typeof PageQuery>,
  ): Promise<Page<ScriptHistoryEntry>> {
    return this.scripts.history(user.id, id, query);
  }
}
