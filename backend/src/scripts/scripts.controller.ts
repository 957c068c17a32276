import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AnalyzeScriptRequest,
  CleanScriptRequest,
  CleanScriptResponse,
  CreateScriptRequest,
  CreateScriptResponse,
  OkResponse,
  Script,
  ScriptAnalysis,
  ScriptHistory,
  ScriptList,
  Uuid,
  type ScriptHistoryEntry,
  type UpdateScriptRequest,
} from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { openApiSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ScriptPracticeService } from './script-practice.service.js';
import { ScriptUpdateBody } from './script-update.js';
import { ScriptsService } from './scripts.service.js';

const scriptId = new ZodValidationPipe(Uuid);

@ApiTags('scripts')
@ApiBearerAuth()
@Controller('scripts')
export class ScriptsController {
  constructor(
    private readonly scripts: ScriptsService,
    private readonly practice: ScriptPracticeService,
  ) {}

  @Get()
  @ApiOkResponse({ schema: openApiSchema(ScriptList) })
  list(@CurrentUser() user: AuthUser): Promise<Script[]> {
    return this.scripts.list(user.id);
  }

  @Post()
  @HttpCode(201)
  @ApiBody({ schema: openApiSchema(CreateScriptRequest) })
  @ApiCreatedResponse({ schema: openApiSchema(CreateScriptResponse) })
  create(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(CreateScriptRequest)) body: CreateScriptRequest): Promise<CreateScriptResponse> {
    return this.scripts.create(user.id, body);
  }

  @Post('clean')
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(CleanScriptRequest) })
  @ApiOkResponse({ schema: openApiSchema(CleanScriptResponse) })
  clean(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(CleanScriptRequest)) body: CleanScriptRequest): Promise<CleanScriptResponse> {
    return this.practice.clean(user.id, body.script_content);
  }

  @Post('analyze')
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(AnalyzeScriptRequest) })
  @ApiOkResponse({ schema: openApiSchema(ScriptAnalysis) })
  analyze(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(AnalyzeScriptRequest)) body: AnalyzeScriptRequest): Promise<ScriptAnalysis> {
    return this.practice.analyze(user.id, body);
  }

  @Get(':id')
  @ApiOkResponse({ schema: openApiSchema(Script) })
  get(@CurrentUser() user: AuthUser, @Param('id', scriptId) id: string): Promise<Script> {
    return this.scripts.get(user.id, id);
  }

  @Put(':id')
  @ApiBody({ schema: openApiSchema(ScriptUpdateBody) })
  @ApiOkResponse({ schema: openApiSchema(Script) })
  update(@CurrentUser() user: AuthUser, @Param('id', scriptId) id: string, @Body(new ZodValidationPipe(ScriptUpdateBody)) body: UpdateScriptRequest): Promise<Script> {
    return this.scripts.update(user.id, id, body);
  }

  @Delete(':id')
  @ApiOkResponse({ schema: openApiSchema(OkResponse) })
  remove(@CurrentUser() user: AuthUser, @Param('id', scriptId) id: string): Promise<OkResponse> {
    return this.scripts.remove(user.id, id);
  }

  @Get(':id/history')
  @ApiOkResponse({ schema: openApiSchema(ScriptHistory) })
  history(@CurrentUser() user: AuthUser, @Param('id', scriptId) id: string): Promise<ScriptHistoryEntry[]> {
    return this.scripts.history(user.id, id);
  }
}
