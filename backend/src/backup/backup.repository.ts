import type { QueryRunner } from 'typeorm';

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const table = (name: string): string => `public.${quoted(name)}`;

/** A foreign key between two public tables: `child` points at `parent`. */
export interface TableReference {
  child: string;
  parent: string;
}

/**
 * Every statement a backup or a restore runs, on the one connection it holds (a backup's rows
 * must all come from one snapshot, a restore is one transaction). The tables are the schema's,
 * whatever they are, so their names are quoted into the text rather than bound.
 */
export class BackupRepository {
  constructor(private readonly runner: QueryRunner) {}

  /** Starts the read-only snapshot a backup reads every table in; answers its time. */
  async beginSnapshot(): Promise<Date> {
    await this.runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [{ now }]: Array<{ now: Date }> = await this.runner.query('SELECT now() AS now');
    return new Date(now);
  }

  async endSnapshot(): Promise<void> {
    await this.runner.query('COMMIT');
  }

  async abandonSnapshot(): Promise<void> {
    await this.runner.query('ROLLBACK').catch(() => undefined);
  }

  /** The public tables but `migrations` (recreated by a restore), by name. */
  async tables(): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.runner.query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'migrations' ORDER BY c.relname`,
    );
    return rows.map((row) => row.name);
  }

  /** The foreign keys between public tables (a table's keys to itself left out). */
  references(): Promise<TableReference[]> {
    return this.runner.query(`
    SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`);
  }

  /** Columns a row can be given (not generated ones), in the table's order. */
  async writableColumns(name: string): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.runner.query(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [table(name)],
    );
    return rows.map((row) => row.name);
  }

  /** The table's rows as PostgreSQL's row_to_json text of `columns`, `batch` rows at a time through a cursor. */
  async *rowsAsJson(name: string, columns: string[], batch: number): AsyncGenerator<string[]> {
    await this.runner.query(`DECLARE dump CURSOR FOR SELECT row_to_json(t)::text AS row FROM (SELECT ${columns.map(quoted).join(', ')} FROM ${table(name)}) t`);
    for (;;) {
      const rows: Array<{ row: string }> = await this.runner.query(`FETCH ${batch} FROM dump`);
      yield rows.map(({ row }) => row);
      if (rows.length < batch) break;
    }
    await this.runner.query('CLOSE dump');
  }

  async hasRows(name: string): Promise<boolean> {
    const [{ has }]: Array<{ has: boolean }> = await this.runner.query(`SELECT EXISTS (SELECT 1 FROM ${table(name)}) AS has`);
    return has;
  }

  /** Turns the table's own triggers off or on (the restored rows come with what they computed). */
  async setTriggers(name: string, on: boolean): Promise<void> {
    await this.runner.query(`ALTER TABLE ${table(name)} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);
  }

  /** Inserts `rows` (objects by column name) into the table's `columns`, identity values as given. */
  async insertRows(name: string, columns: string[], rows: unknown[]): Promise<void> {
    const list = columns.map(quoted).join(', ');
    await this.runner.query(
      `INSERT INTO ${table(name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${table(name)}, $1::json)`,
      [JSON.stringify(rows)],
    );
  }

  /** Sets every sequence of a public table (but `migrations`) past the largest value of its column. */
  async setSequencesPastRows(): Promise<void> {
    const sequences: Array<{ table: string; column: string; sequence: string }> = await this.runner.query(`
      SELECT t.relname AS table, a.attname AS column, pg_get_serial_sequence(format('public.%I', t.relname), a.attname) AS sequence
      FROM pg_class t JOIN pg_namespace n ON n.oid = t.relnamespace JOIN pg_attribute a ON a.attrelid = t.oid
      WHERE n.nspname = 'public' AND t.relkind = 'r' AND a.attnum > 0 AND pg_get_serial_sequence(format('public.%I', t.relname), a.attname) IS NOT NULL`);
    for (const { table: name, column, sequence } of sequences) {
      if (name === 'migrations') continue;
      await this.runner.query(`SELECT setval($1, COALESCE((SELECT max(${quoted(column)}) FROM ${table(name)}), 0) + 1, false)`, [sequence]);
    }
  }

  async countRows(name: string): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.runner.query(`SELECT count(*)::int AS n FROM ${table(name)}`);
    return n;
  }
}
