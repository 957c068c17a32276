import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { appliedMigrations, runMigrationsLocked } from '../database/migrate.js';
import { BackupRepository } from './backup.repository.js';

/**
 * The backup format (`speakwell-backup`, version 1): gzip-compressed JSON Lines, readable with
 * `zcat FILE | jq -c .` and loadable by anything that reads JSON.
 *   line 1:  {"format":"speakwell-backup","version":1,"created_at":"<ISO>","migrations":[names, oldest first]}
 *   then per table, in an order that satisfies its foreign keys:
 *            {"table":"<name>","columns":["<col>", ...]}
 *            {"row":{<column>: <value>, ...}}           one per row (PostgreSQL's row_to_json)
 *   last:    {"counts":{"<table>": <rows>, ...}}         (a file without it is cut short)
 * Values are JSON as PostgreSQL's `row_to_json` writes them: timestamps as ISO text, bytea as
 * "\x<hex>", jsonb nested. Every table of the public schema is in it except `migrations`
 * (recreated by the restore), all read in one REPEATABLE READ snapshot, so the backup is
 * consistent while the app writes.
 */
export const BACKUP_FORMAT = 'speakwell-backup';
export const BACKUP_VERSION = 1;
const FETCH_ROWS = 1000;
const INSERT_ROWS = 500;

export class BackupError extends Error {}

interface Header {
  format: string;
  version: number;
  created_at: string;
  migrations: string[];
}

/** The public tables (but `migrations`), parents before the tables whose foreign keys point at them. */
async function tablesInLoadOrder(database: BackupRepository): Promise<string[]> {
  const references = await database.references();
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>): void => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const reference of references) if (reference.child === name) visit(reference.parent, path);
    ordered.push(name);
  };
  for (const name of await database.tables()) visit(name, new Set());
  return ordered;
}

/** Writes a backup of `dataSource` to `file`; returns the rows per table. */
export async function writeBackup(dataSource: DataSource, file: string): Promise<Record<string, number>> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const database = new BackupRepository(runner);
  const gzip = createGzip();
  const out = createWriteStream(file);
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
    gzip.once('error', reject);
  });
  gzip.pipe(out);
  const write = async (value: unknown): Promise<void> => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  try {
    const now = await database.beginSnapshot();
    const header: Header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: now.toISOString(),
      migrations: await appliedMigrations(dataSource),
    };
    await write(header);
    for (const table of await tablesInLoadOrder(database)) {
      const columns = await database.writableColumns(table);
      await write({ table, columns });
      counts[table] = 0;
      for await (const rows of database.rowsAsJson(table, columns, FETCH_ROWS)) {
        for (const row of rows) {
          if (!gzip.write(`{"row":${row}}\n`)) await once(gzip, 'drain');
        }
        counts[table] += rows.length;
      }
    }
    await write({ counts });
    await database.endSnapshot();
  } catch (error) {
    await database.abandonSnapshot();
    gzip.destroy();
    throw error;
  } finally {
    await runner.release();
  }
  gzip.end();
  await finished;
  return counts;
}

async function* lines(file: string): AsyncGenerator<Record<string, unknown>> {
  const input = createReadStream(file).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    yield JSON.parse(line) as Record<string, unknown>;
  }
}

/**
 * Loads a backup into `dataSource`, which must hold no data yet: applies this version's
 * migrations (under the schema lock), refuses a backup of another schema version, loads every
 * table in one transaction with the tables' triggers off (the backup holds their results
 * already), sets the sequences past the loaded rows, then checks each table's count against
 * the backup's. Nothing stays on any failure. Returns the rows per table.
 */
export async function restoreBackup(dataSource: DataSource, file: string): Promise<Record<string, number>> {
  const reader = lines(file);
  const first = (await reader.next()).value as Header | undefined;
  if (first?.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a SpeakWell backup`);
  if (first.version !== BACKUP_VERSION) throw new BackupError(`${file} is a version ${first.version} backup; this release reads version ${BACKUP_VERSION}`);

  await runMigrationsLocked(dataSource);
  const schema = await appliedMigrations(dataSource);
  if (JSON.stringify(schema) !== JSON.stringify(first.migrations)) {
    throw new BackupError(
      `The backup was made at another schema version (its last migration: ${first.migrations.at(-1) ?? 'none'}; this release: ${schema.at(-1) ?? 'none'}). Restore it with the release that made it, then upgrade.`,
    );
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const database = new BackupRepository(runner);
  try {
    await runner.startTransaction();
    const tables = await tablesInLoadOrder(database);
    for (const table of tables) {
      if (await database.hasRows(table)) throw new BackupError(`The database is not empty (table ${table} has rows): restore into a new, empty database`);
      // The rows come with what the triggers computed from them (totals, versions): do not compute it twice.
      await database.setTriggers(table, false);
    }
    let table: string | undefined;
    let columns: string[] = [];
    let batch: unknown[] = [];
    const flush = async (): Promise<void> => {
      if (!table || batch.length === 0) return;
      await database.insertRows(table, columns, batch);
      batch = [];
    };
    let counts: Record<string, number> | undefined;
    for await (const line of reader) {
      if ('row' in line) {
        batch.push(line.row);
        if (batch.length >= INSERT_ROWS) await flush();
      } else if ('table' in line) {
        await flush();
        table = String(line.table);
        if (!tables.includes(table)) throw new BackupError(`The backup has a table this release does not know: ${table}`);
        columns = line.columns as string[];
      } else if ('counts' in line) {
        await flush();
        counts = line.counts as Record<string, number>;
      }
    }
    if (!counts) throw new BackupError(`${file} is cut short (no counts at its end): it was not written to the end`);
    for (const name of tables) await database.setTriggers(name, true);
    await database.setSequencesPastRows();
    const restored: Record<string, number> = {};
    for (const name of tables) {
      const n = await database.countRows(name);
      restored[name] = n;
      if (n !== (counts[name] ?? 0)) throw new BackupError(`Table ${name}: ${n} rows restored, the backup has ${counts[name] ?? 0}`);
    }
    await runner.commitTransaction();
    return restored;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}
