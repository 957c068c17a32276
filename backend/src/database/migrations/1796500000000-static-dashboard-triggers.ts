import type { MigrationInterface, QueryRunner } from 'typeorm';
// The upserts as 1795950000000 wrote them (migrations are history: the text is taken, not copied).
import { DRILLS_UPSERTS, SESSIONS_UPSERT } from './1795950000000-dashboard-totals.js';

/**
 * The dashboard's running-total triggers (1795950000000-dashboard-totals) with static SQL, so
 * PL/pgSQL plans each statement once per connection instead of on every write: they ran their
 * upserts through `EXECUTE format(...)`, which parsed and planned a three-upsert statement on
 * each insert, update and delete of a drill or a session (most of the 3.5 ms of PostgreSQL an
 * answer cost). A statement that changed no row (an answer's conditional first-answer update
 * when the question was already answered) now returns at once.
 *
 * Same totals, same key order of the upserts (no deadlocks between answers stored at once),
 * same rules for deletes: the function bodies are the old ones with one static branch per
 * operation. The triggers themselves are unchanged (CREATE OR REPLACE keeps them).
 */
export class StaticDashboardTriggers1796500000000 implements MigrationInterface {
  name = 'StaticDashboardTriggers1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(staticFunction('dashboard_drills_changed', DRILLS_UPSERTS));
    await queryRunner.query(staticFunction('dashboard_sessions_changed', SESSIONS_UPSERT));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(dynamicFunction('dashboard_drills_changed', DRILLS_UPSERTS));
    await queryRunner.query(dynamicFunction('dashboard_sessions_changed', SESSIONS_UPSERT));
  }
}

/** The statement's changed rows, +1 for rows written and -1 for rows gone, per operation. */
const SIGNED_ROWS = {
  INSERT: 'SELECT 1 AS sign, * FROM new_rows',
  DELETE: 'SELECT -1 AS sign, * FROM old_rows',
  UPDATE: 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows',
} as const;

/**
 * A statement-level trigger function with one static statement per operation (planned once per
 * connection), returning at once when the statement changed no row.
 */
export function staticFunction(name: string, upserts: string): string {
  const branch = (op: keyof typeof SIGNED_ROWS) => `${upserts.replace('%s', SIGNED_ROWS[op])};`;
  return `
  CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
      ${branch('INSERT')}
    ELSIF TG_OP = 'DELETE' THEN
      IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
      ${branch('DELETE')}
    ELSE
      IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
      ${branch('UPDATE')}
    END IF;
    RETURN NULL;
  END
  $fn$`;
}

/** The functions as 1795950000000-dashboard-totals made them (for `down`). */
function dynamicFunction(name: string, upserts: string): string {
  return `
  CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    EXECUTE format($sql$${upserts}$sql$, CASE TG_OP
      WHEN 'INSERT' THEN '${SIGNED_ROWS.INSERT}'
      WHEN 'DELETE' THEN '${SIGNED_ROWS.DELETE}'
      ELSE '${SIGNED_ROWS.UPDATE}'
    END);
    RETURN NULL;
  END
  $fn$`;
}
