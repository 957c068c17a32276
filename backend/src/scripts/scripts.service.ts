import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Uuid, type CreateScriptRequest, type CreateScriptResponse, type OkResponse, type Script, type ScriptHistoryEntry, type UpdateScriptRequest } from '@speakwell/contracts';
import type { Repository } from 'typeorm';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';
import { deliveryField } from '../drills/delivery.js';
import { ScriptPracticeRunEntity } from './script-practice-run.entity.js';
import { scriptChanges } from './script-update.js';
import { ScriptEntity } from './script.entity.js';
import { ScriptError } from './scripts.errors.js';

/** The caller's script library: every query filters by the caller's id. */
@Injectable()
export class ScriptsService {
  constructor(
    @InjectRepository(ScriptEntity) private readonly scripts: Repository<ScriptEntity>,
    @InjectRepository(ScriptPracticeRunEntity) private readonly runs: Repository<ScriptPracticeRunEntity>,
  ) {}

  /**
   * Most recently updated first (index user_id, updated_at desc). Rows come back already in
   * the contract's shape (no entities, no Dates): the library lists every script with its
   * content, and hydrating them was most of the CPU. Voice control is on unless the user
   * turned it off, as in toScript.
   */
  async list(userId: string): Promise<Script[]> {
    return (await this.scripts.query(
      `SELECT id, title, description, tags, content,
         jsonb_build_object('isVoiceControl', coalesce((s.settings->>'isVoiceControl')::boolean, true)) AS settings,
         ${isoTimestampSql('s.updated_at')} AS updated_at
       FROM scripts s
       WHERE s.user_id = $1
       ORDER BY s.updated_at DESC, s.id DESC`,
      [userId],
    )) as Script[];
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

  /** The script's Performance History, newest run first. */
  async history(userId: string, scriptId: string): Promise<ScriptHistoryEntry[]> {
    await this.findOwned(userId, scriptId);
    const rows = await this.runs.find({
      select: { id: true, createdAt: true, matchAccuracy: true, suggestions: true, delivery: true },
      where: { scriptId, userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((run) => ({ _id: run.id, timestamp: run.createdAt.toISOString(), match_accuracy: run.matchAccuracy, suggestions: run.suggestions, ...deliveryField(run.delivery) }));
  }

  /** The caller's script; another user's (or a malformed id) is "not found", so nothing leaks. */
  async findOwned(userId: string, scriptId: string): Promise<ScriptEntity> {
    if (!Uuid.safeParse(scriptId).success) throw ScriptError.notFound();
    const script = await this.scripts.findOneBy({ id: scriptId, userId });
    if (!script) throw ScriptError.notFound();
    return script;
  }
}

function toScript(script: ScriptEntity): Script {
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
