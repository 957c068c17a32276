import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type CreateScriptRequest,
  type CreateScriptResponse,
  type OkResponse,
  type PageQuery,
  type Script,
  type ScriptHistoryEntry,
  type UpdateScriptRequest,
} from '@speakwell/contracts';
import type { Repository } from 'typeorm';
import type { DeliveryMetrics } from '@speakwell/words';
import { readPage, type Page } from '../common/paging/keyset-page.js';
import { deliveryField } from '../drills/delivery.js';
import { ScriptPracticeRunEntity } from './script-practice-run.entity.js';
import { scriptChanges } from './script-update.js';
import { ScriptEntity } from './script.entity.js';
import { ScriptError } from './scripts.errors.js';
import { scriptHistoryPageSql, scriptPageSql } from './scripts.queries.js';

/** The caller's script library: every query filters by the caller's id. */
@Injectable()
export class ScriptsService {
  constructor(
    @InjectRepository(ScriptEntity) private readonly scripts: Repository<ScriptEntity>,
    @InjectRepository(ScriptPracticeRunEntity) private readonly runs: Repository<ScriptPracticeRunEntity>,
  ) {}

  /** One page of the caller's library, most recently updated first (scripts.queries.ts). */
  list(userId: string, query: PageQuery): Promise<Page<Script>> {
    return readPage(this.scripts, { name: 'script-page', text: scriptPageSql }, [userId], query);
  }

  /** The body arrives normalised by the contract: default title, trimmed tags without empties. */
  async create(userId: string, request: CreateScriptRequest): Promise<CreateScriptResponse> {
    const saved = await this.scripts.save(
      this.scripts.create({
        userId,
        title: request.title,
        description: request.description,
        tags: request.tags,
        content: request.content,
        ...(request.settings ? { settings: request.settings } : {}),
      }),
    );
    return { id: saved.id };
  }

  async get(userId: string, scriptId: string): Promise<Script> {
    return toScript(await this.findOwned(userId, scriptId));
  }

  async update(userId: string, scriptId: string, request: UpdateScriptRequest): Promise<Script> {
    const script = await this.findOwned(userId, scriptId);
    Object.assign(script, scriptChanges(request), { updatedAt: new Date() });
    return toScript(await this.scripts.save(script));
  }

  /** Its practice runs go with it through ON DELETE CASCADE. */
  async remove(userId: string, scriptId: string): Promise<OkResponse> {
    const result = await this.scripts.delete({ id: scriptId, userId });
    if (!result.affected) throw ScriptError.notFound();
    return { ok: true };
  }

  /** One page of the script's Performance History, newest run first (scripts.queries.ts). */
  async history(userId: string, scriptId: string, query: PageQuery): Promise<Page<ScriptHistoryEntry>> {
    await this.findOwned(userId, scriptId);
    // The stored delivery (as measured) becomes the API's view, and no field when not measured.
    const page = await readPage<ScriptHistoryEntry & { delivery: DeliveryMetrics | null }>(
      this.runs,
      { name: 'script-history-page', text: scriptHistoryPageSql },
      [scriptId, userId],
      query,
    );
    return { ...page, rows: page.rows.map(({ delivery, ...entry }) => ({ ...entry, ...deliveryField(delivery) })) };
  }

  /** The caller's script (the id was checked as a UUID at the edge); another user's is "not found", so nothing leaks. */
  async findOwned(userId: string, scriptId: string): Promise<ScriptEntity> {
    const script = await this.scripts.findOneBy({ id: scriptId, userId });
    if (!script) throw ScriptError.notFound();
    return script;
  }
}

/** A script in the contract's shape; scriptPageSql makes list rows the same (content cut to a preview). */
export function toScript(script: ScriptEntity): Script {
  return {
    id: script.id,
    title: script.title,
    description: script.description,
    tags: script.tags,
    content: script.content,
    // Voice control is on unless the user turned it off (older rows may not store it).
    settings: { isVoiceControl: script.settings?.isVoiceControl ?? true },
    updated_at: script.updatedAt.toISOString(),
  };
}

/** A practice run as a Performance History entry; scriptHistoryPageSql makes list rows the same. */
export function toScriptHistoryEntry(run: ScriptPracticeRunEntity): ScriptHistoryEntry {
  return {
    _id: run.id,
    timestamp: run.createdAt.toISOString(),
    match_accuracy: run.matchAccuracy,
    suggestions: run.suggestions,
    ...deliveryField(run.delivery),
  };
}
