import type { MigrationInterface, QueryRunner } from 'typeorm';

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

/** A drill whose delivery the dashboard's pace and filler trend counts. */
const MEASURED = `c.delivery IS NOT NULL AND (c.delivery->>'wordCount')::int > 0`;

/** The statement's changed rows, +1 for rows written and -1 for rows gone, per operation. */
const SIGNED_ROWS = {
  INSERT: 'SELECT 1 AS sign, * FROM new_rows',
  DELETE: 'SELECT -1 AS sign, * FROM old_rows',
  UPDATE: 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows',
} as const;

/** Upserts of the statement's signed drills (%s) into the day, topic and framework totals. */
const DRILLS_UPSERTS = `
      WITH changed AS MATERIALIZED (
        SELECT c.sign, c.user_id, c.session_id, (c.answered_at AT TIME ZONE 'UTC')::date AS day, c.rating, c.framework, c.answer_bytes,
          CASE WHEN ${MEASURED} THEN c.delivery END AS delivery
        FROM (%s) c
        WHERE c.answered_at IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
      ),
      days AS (
        INSERT INTO dashboard_days AS a (user_id, day, drills, rated, rating_sum, answer_bytes, measured_answers, words_per_minute_sum, fillers_per_100_words_sum)
        SELECT user_id, day, sum(sign), coalesce(sum(sign) FILTER (WHERE rating IS NOT NULL), 0), coalesce(sum(sign * rating), 0),
          coalesce(sum(sign * answer_bytes), 0), coalesce(sum(sign) FILTER (WHERE delivery IS NOT NULL), 0),
          coalesce(sum(sign * (delivery->>'wordsPerMinute')::numeric), 0), coalesce(sum(sign * (delivery->>'fillersPer100Words')::numeric), 0)
        FROM changed GROUP BY user_id, day ORDER BY user_id, day
        ON CONFLICT (user_id, day) DO UPDATE SET
          drills = a.drills + excluded.drills,
          rated = a.rated + excluded.rated,
          rating_sum = a.rating_sum + excluded.rating_sum,
          answer_bytes = a.answer_bytes + excluded.answer_bytes,
          measured_answers = a.measured_answers + excluded.measured_answers,
          words_per_minute_sum = a.words_per_minute_sum + excluded.words_per_minute_sum,
          fillers_per_100_words_sum = a.fillers_per_100_words_sum + excluded.fillers_per_100_words_sum
      ),
      topics AS (
        INSERT INTO dashboard_topics AS a (user_id, topic, rated, rating_sum)
        SELECT c.user_id, dashboard_topic(s.topic), sum(c.sign), sum(c.sign * c.rating)
        FROM changed c JOIN sessions s ON s.id = c.session_id
        WHERE c.rating IS NOT NULL
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (user_id, topic) DO UPDATE SET rated = a.rated + excluded.rated, rating_sum = a.rating_sum + excluded.rating_sum
      )
      INSERT INTO dashboard_frameworks AS a (user_id, framework, drills)
      SELECT user_id, framework, sum(sign) FROM changed WHERE framework IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, framework) DO UPDATE SET drills = a.drills + excluded.drills`;

/** Drill sessions (%s signed) started or deleted, counted on the UTC day they were started. */
const SESSIONS_UPSERT = `
      INSERT INTO dashboard_days AS a (user_id, day, drill_sessions)
      SELECT c.user_id, (c.created_at AT TIME ZONE 'UTC')::date, sum(c.sign)
      FROM (%s) c
      WHERE c.session_type = 'Drill' AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET drill_sessions = a.drill_sessions + excluded.drill_sessions`;

/**
 * A statement-level trigger function with one static statement per operation (planned once per
 * connection), returning at once when the statement changed no row.
 */
function staticFunction(name: string, upserts: string): string {
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
