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
import type { Page } from '../common/paging/keyset-page.js';
import { ZodBody, ZodParam, ZodQuery } from '../common/zod-endpoint.js';
import { ScriptPracticeService } from './script-practice.service.js';
import { ScriptUpdateBody } from './script-update.js';
import { ScriptsService } from './scripts.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { ScriptErrorCode } from './scripts.errors.js';
import { ApiController, Route } from '../common/api-route.js';

@ApiController('scripts')
export class ScriptsController {
  constructor(
    private readonly scripts: ScriptsService,
    private readonly practice: ScriptPracticeService,
  ) {}

  @Route('GET', '', { summary: "List the caller's scripts, newest first", list: ScriptList, cachedForOwner: true })
  list(@CurrentUser() user: AuthUser, @ZodQuery(PageQuery) query: z.infer<typeof PageQuery>): Promise<Page<Script>> {
    return this.scripts.list(user.id, query);
  }

  @Route('POST', '', { summary: 'Create a script', response: CreateScriptResponse, status: 201 })
  create(@CurrentUser() user: AuthUser, @ZodBody(CreateScriptRequest) body: CreateScriptRequest): Promise<CreateScriptResponse> {
    return this.scripts.create(user.id, body);
  }

  @Route('POST', 'clean', { summary: "Clean up a script's text with the AI", response: CleanScriptResponse, errors: [...AI_CALL_ERRORS] })
  clean(@CurrentUser() user: AuthUser, @ZodBody(CleanScriptRequest) body: CleanScriptRequest): Promise<CleanScriptResponse> {
    return this.practice.clean(user.id, body.script_content);
  }

  @Route('POST', 'analyze', { summary: 'Analyse a shadowing run of a script', response: ScriptAnalysis, errors: [ScriptErrorCode.NotFound, ...AI_CALL_ERRORS] })
  analyze(@CurrentUser() user: AuthUser, @ZodBody(AnalyzeScriptRequest) body: AnalyzeScriptRequest): Promise<ScriptAnalysis> {
    return this.practice.analyze(user.id, body);
  }

  @Route('GET', ':id', { summary: 'Read a script', response: Script, cachedForOwner: true, errors: [ScriptErrorCode.NotFound] })
  get(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<Script> {
    return this.scripts.get(user.id, id);
  }

  @Route('PUT', ':id', { summary: 'Change a script', response: Script, errors: [ScriptErrorCode.NotFound] })
  update(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string, @ZodBody(ScriptUpdateBody) body: UpdateScriptRequest): Promise<Script> {
    return this.scripts.update(user.id, id, body);
  }

  @Route('DELETE', ':id', { summary: 'Delete a script', response: OkResponse, errors: [ScriptErrorCode.NotFound] })
  remove(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    return this.scripts.remove(user.id, id);
  }

  @Route('GET', ':id/history', {
    summary: "List a script's shadowing runs, newest first",
    list: ScriptHistory,
    cachedForOwner: true,
    errors: [ScriptErrorCode.NotFound],
  })
  history(
    @CurrentUser() user: AuthUser,
    @ZodParam('id', Uuid) id: string,
    @ZodQuery(PageQuery) query: z.infer<typeof PageQuery>,
  ): Promise<Page<ScriptHistoryEntry>> {
    return this.scripts.history(user.id, id, query);
  }
}
