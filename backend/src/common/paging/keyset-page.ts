import type { PageQuery } from '@speakwell/contracts';
import type { SqlStatement, SqlStatements } from '../../database/sql-statements.js';
import { decodeCursor, encodeCursor, FIRST_PAGE } from './keyset-cursor.js';

/** One page of a list: the rows the body carries, and the cursor of the next page (none on the last). */
export interface Page<Row> {
  rows: Row[];
  next: string | null;
}

interface KeysetColumns {
  keyset_at: string;
  keyset_id: string;
}

/**
 * The SQL pieces of a list read newest first, one page at a time, by keyset: rows after the
 * cursor's (time, id), ordered (time DESC, id DESC), so inserts and deletes between pages never
 * repeat or skip a row. The statement takes the cursor and the row count as its last three
 * parameters, from `firstParam` on; its index is (owner, time DESC, id DESC).
 */
export function keysetSql(at: string, id: string, firstParam: number): { columns: string; after: string; orderAndLimit: string } {
  return {
    columns: `to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS keyset_at, ${id} AS keyset_id`,
    after: `(${at}, ${id}) < ($${firstParam}::timestamptz, $${firstParam + 1}::uuid)`,
    orderAndLimit: `ORDER BY ${at} DESC, ${id} DESC LIMIT $${firstParam + 2}`,
  };
}

/**
 * Runs a statement built with keysetSql (named: a prepared statement) after `parameters`, reading one row more than the page
 * to learn whether a next page exists. Rows come back in the contract's shape, keyset columns off.
 */
export async function readPage<Row>(sql: SqlStatements, statement: SqlStatement, parameters: unknown[], page: PageQuery): Promise<Page<Row>> {
  const after = page.cursor === undefined ? FIRST_PAGE : decodeCursor(page.cursor);
  const rows = await sql.rows<Row & KeysetColumns>(statement, [...parameters, after.at, after.id, page.limit + 1]);
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return {
    rows: rows.slice(0, page.limit).map(({ keyset_at: _at, keyset_id: _id, ...row }) => row as Row),
    next: last ? encodeCursor({ at: last.keyset_at, id: last.keyset_id }) : null,
  };
}
