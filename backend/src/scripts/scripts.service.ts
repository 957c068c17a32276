import { Injectable } from '@nestjs/common';
import {
  type CreateScriptRequest,
  type CreateScriptResponse,
  type OkResponse,
  type PageQuery,
  type Script,
  type ScriptHistoryEntry,
  type UpdateScriptRequest,
} from '@speakwell/contracts';
import type { Page } from '../common/paging/keyset-page.js';
import { found } from '../database/owned-rows.js';
import { deliveryField } from '../drills/delivery.js';
import type { ScriptPracticeRunEntity } from './script-practice-run.entity.js';
import { scriptChanges } from './script-update.js';
import type { ScriptEntity } from './script.entity.js';
import { ScriptError } from './scripts.errors.js';
import { ScriptsRepository } from './scripts.repository.js';

/** The caller's script library: every read and change is of the caller's own scripts. */
@Injectable()
export class ScriptsService {
  constructor(private readonly scripts: ScriptsRepository) {}

  /** One page of the caller's library, most recently updated first. */
  list(userId: string, query: PageQuery): Promise<Page<Script>> {
    return this.scripts.page(userId, query);
  }

  /** The body arrives normalised by the contract: default title, trimmed tags without empties. */
  async create(userId: string, request: CreateScriptRequest): Promise<CreateScriptResponse> {
    const { title, description, tags, content, settings } = request;
    return { id: await this.scripts.create(userId, { title, description, tags, content, ...(settings ? { settings } : {}) }) };
  }

  async get(userId: string, scriptId: string): Promise<Script> {
    return toScript(await this.findOwned(userId, scriptId));
  }

  async update(userId: string, scriptId: string, request: UpdateScriptRequest): Promise<Script> {
    return toScript(await this.scripts.update(await this.findOwned(userId, scriptId), scriptChanges(request)));
  }

  /** Its practice runs go with it through ON DELETE CASCADE. */
  async remove(userId: string, scriptId: string): Promise<OkResponse> {
    if (!(await this.scripts.deleteOwned(userId, scriptId))) throw ScriptError.notFound();
    return { ok: true };
  }

  /** One page of the script's Performance History, newest run first. */
  async history(userId: string, scriptId: string, query: PageQuery): Promise<Page<ScriptHistoryEntry>> {
    await this.findOwned(userId, scriptId);
    const page = await this.scripts.historyPage(userId, scriptId, query);
    // The stored delivery (as measured) becomes the API's view, and no field when not measured.
    return { ...page, rows: page.rows.map(({ delivery, ...entry }) => ({ ...entry, ...deliveryField(delivery) })) };
  }

  /** The caller's script (the id was checked as a UUID at the edge); another user's is "not found", so nothing leaks. */
  async findOwned(userId: string, scriptId: string): Promise<ScriptEntity> {
    return found(await this.scripts.findOwned(userId, scriptId), ScriptError.notFound);
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
