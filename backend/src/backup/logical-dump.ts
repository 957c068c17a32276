import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import type { DataSource, QueryRunner } from 'typeorm';
import { appliedMigrations, runMigrationsLocked } from '../database/migrate.js';

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

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The public tables (but `migrations`), parents before the tables whose foreign keys point at them. */
async function tablesInLoadOrder(db: Pick<QueryRunner, 'query'>): Promise<string[]> {
  const tables: Array<{ name: string }> = await db.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'migrations' ORDER BY c.relname`,
  );
  const references: Array<{ child: string; parent: string }> = await db.query(`
    SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>): void => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const reference of references) if (reference.child === name) visit(reference.parent, path);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/** Columns a row can be given (not generated ones). */
async function writableColumns(db: Pick<QueryRunner, 'query'>, table: string): Promise<string[]> {
  const rows: Array<{ name: string }> = await db.query(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`public.${quoted(table)}`],
  );
  return rows.map((row) => row.name);
}

/** Writes a backup of `dataSource` to `file`; returns the rows per table. */
export async function writeBackup(dataSource: DataSource, file: string): Promise<Record<string, number>> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
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
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [{ now }]: Array<{ now: Date }> = await runner.query('SELECT now() AS now');
    const header: Header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date(now).toISOString(),
      migrations: await appliedMigrations(dataSource),
    };
    await write(header);
    for (const table of await tablesInLoadOrder(runner)) {
      const columns = await writableColumns(runner, table);
      await write({ table, columns });
      counts[table] = 0;
      await runner.query(
        `DECLARE dump CURSOR FOR SELECT row_to_json(t)::text AS row FROM (SELECT ${columns.map(quoted).join(', ')} FROM public.${quoted(table)}) t`,
      );
      for (;;) {
        const rows: Array<{ row: string }> = await runner.query(`FETCH ${FETCH_ROWS} FROM dump`);
        for (const { row } of rows) {
          if (!gzip.write(`{"row":${row}}\n`)) await once(gzip, 'drain');
        }
        counts[table] += rows.length;
        if (rows.length < FETCH_ROWS) break;
      }
      await runner.query('CLOSE dump');
    }
    await write({ counts });
    await runner.query('COMMIT');
  } catch (error) {
    await runner.query('ROLLBACK').catch(() => undefined);
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
  try {
    await runner.startTransaction();
    const tables = await tablesInLoadOrder(runner);
    for (const table of tables) {
      const [{ has }]: Array<{ has: boolean }> = await runner.query(`SELECT EXISTS (SELECT 1 FROM public.${quoted(table)}) AS has`);
      if (has) throw new BackupError(`The database is not empty (table ${table} has rows): restore into a new, empty database`);
      // The rows come with what the triggers computed from them (totals, versions): do not compute it twice.
      await runner.query(`ALTER TABLE public.${quoted(table)} DISABLE TRIGGER USER`);
    }
    let table: string | undefined;
    let columns: string[] = [];
    let batch: unknown[] = [];
    const flush = async (): Promise<void> => {
      if (!table || batch.length === 0) return;
      const list = columns.map(quoted).join(', ');
      await runner.query(
        `INSERT INTO public.${quoted(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::public.${quoted(table)}, $1::json)`,
        [JSON.stringify(batch)],
      );
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
    for (const name of tables) await runner.query(`ALTER TABLE public.${quoted(name)} ENABLE TRIGGER USER`);
    const sequences: Array<{ table: string; column: string; sequence: string }> = await runner.query(`
      SELECT t.relname AS table, a.attname AS column, pg_get_serial_sequence(format('public.%I', t.relname), a.attname) AS sequence
      FROM pg_class t JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_attribute a ON a.attrelid = t.oid
      WHERE n.nspname = 'public' AND t.relkind = 'r' AND a.attnum > 0 AND pg_get_serial_sequence(format('public.%I', t.relname), a.attname) IS NOT NULL`);
    for (const { table: name, column, sequence } of sequences) {
      if (name === 'migrations') continue;
      await runner.query(`SELECT setval($1, COALESCE((SELECT max(${quoted(column)}) FROM public.${quoted(name)}), 0) + 1, false)`, [sequence]);
    }
    const restored: Record<string, number> = {};
    for (const name of tables) {
      const [{ n }]: Array<{ n: number }> = await runner.query(`SELECT count(*)::int AS n FROM public.${quoted(name)}`);
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
