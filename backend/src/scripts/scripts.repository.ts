import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PageQuery, Script, ScriptHistoryEntry } from '@speakwell/contracts';
import type { DeliveryMetrics } from '@speakwell/words';
import type { Repository } from 'typeorm';
import { readPage, type Page } from '../common/paging/keyset-page.js';
import { OwnedRows } from '../database/owned-rows.js';
import { SqlStatements } from '../database/sql-statements.js';
import { ScriptPracticeRunEntity } from './script-practice-run.entity.js';
import type { ScriptChanges } from './script-update.js';
import { ScriptEntity } from './script.entity.js';
import { scriptHistoryPageSql, scriptPageSql } from './scripts.queries.js';

/** A new script of the caller (settings: the column's default when not given). */
export type NewScript = Pick<ScriptEntity, 'title' | 'description' | 'tags' | 'content'> & Partial<Pick<ScriptEntity, 'settings'>>;

/** An analysed shadowing run as stored. */
export type NewPracticeRun = Omit<ScriptPracticeRunEntity, 'id' | 'createdAt'>;

/** A Performance History entry as stored: the delivery as measured (the service makes the API's view). */
export type StoredHistoryEntry = Omit<ScriptHistoryEntry, 'delivery'> & { delivery: DeliveryMetrics | null };

/** The script library (table scripts) and its shadowing runs (script_practice_runs). */
@Injectable()
export class ScriptsRepository extends OwnedRows<ScriptEntity> {
  constructor(
    @InjectRepository(ScriptEntity) scripts: Repository<ScriptEntity>,
    @InjectRepository(ScriptPracticeRunEntity) private readonly runs: Repository<ScriptPracticeRunEntity>,
    private readonly sql: SqlStatements,
  ) {
    super(scripts);
  }

  /** One page of the caller's library, most recently updated first (scripts.queries.ts). */
  page(userId: string, page: PageQuery): Promise<Page<Script>> {
    return readPage(this.sql, { name: 'script-page', text: scriptPageSql }, [userId], page);
  }

  /** The new script's id. */
  async create(userId: string, script: NewScript): Promise<string> {
    return (await this.rows.save(this.rows.create({ ...script, userId }))).id;
  }

  /** Writes the changes to the caller's script (touched now, even when nothing else changed). */
  update(script: ScriptEntity, changes: ScriptChanges): Promise<ScriptEntity> {
    return this.rows.save(Object.assign(script, changes, { updatedAt: new Date() }));
  }

  /** One page of a script's Performance History by its owner, newest run first (scripts.queries.ts). */
  historyPage(userId: string, scriptId: string, page: PageQuery): Promise<Page<StoredHistoryEntry>> {
    return readPage(this.sql, { name: 'script-history-page', text: scriptHistoryPageSql }, [scriptId, userId], page);
  }

  async addRun(run: NewPracticeRun): Promise<void> {
    await this.runs.insert(run);
  }
}
