import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Running totals for the dashboard, so it reads a few rows per day, topic, framework and script
 * instead of every drill and shadowing run:
 * - dashboard_days (user, UTC day): drill sessions started, answered drills, ratings, answer
 *   bytes, and the pace and fillers of answers with delivery metrics;
 * - dashboard_topics (user, topic without ' [Focus Mode]'): ratings;
 * - dashboard_frameworks (user, framework): answered drills;
 * - dashboard_scripts (script): shadowing runs, their accuracy, spoken words and latest run.
 *
 * Triggers keep them in step inside the transaction of every write: statement-level ones with
 * transition tables (one set of upserts per statement, so a bulk insert costs one pass), and
 * they fire for cascaded deletes too. Every upsert takes its rows in key order, so answers
 * stored at the same moment lock the day, topic and framework rows they share in one order
 * (no deadlocks). Deleting a session subtracts its ratings from its topic
 * before the session goes (its drills, deleted by the cascade, can no longer see the topic).
 * Deletes of a user's rows while the user itself is being deleted change nothing: those totals
 * go with the user through ON DELETE CASCADE.
 */
export class DashboardTotals1795950000000 implements MigrationInterface {
  name = 'DashboardTotals1795950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dashboard_days (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        drill_sessions int NOT NULL DEFAULT 0,
        drills int NOT NULL DEFAULT 0,
        rated int NOT NULL DEFAULT 0,
        rating_sum numeric NOT NULL DEFAULT 0,
        answer_bytes bigint NOT NULL DEFAULT 0,
        measured_answers int NOT NULL DEFAULT 0,
        words_per_minute_sum numeric NOT NULL DEFAULT 0,
        fillers_per_100_words_sum numeric NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, day)
      )`);
    await queryRunner.query(`
      CREATE TABLE dashboard_topics (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        topic text NOT NULL,
        rated int NOT NULL DEFAULT 0,
        rating_sum numeric NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, topic)
      )`);
    await queryRunner.query(`
      CREATE TABLE dashboard_frameworks (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        framework text NOT NULL,
        drills int NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, framework)
      )`);
    await queryRunner.query(`
      CREATE TABLE dashboard_scripts (
        script_id uuid NOT NULL REFERENCES scripts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        runs int NOT NULL DEFAULT 0,
        accuracy_sum float8 NOT NULL DEFAULT 0,
        spoken_words bigint NOT NULL DEFAULT 0,
        last_run_at timestamptz,
        PRIMARY KEY (script_id, user_id)
      )`);
    await queryRunner.query(`CREATE INDEX dashboard_scripts_user_idx ON dashboard_scripts (user_id)`);

    // The topic charts group focus and regular sessions of one topic, as the history badge reads
    // it: the topic without the Focus Mode marker at its end, in any letter case, trimmed.
    await queryRunner.query(`
      CREATE FUNCTION dashboard_topic(topic text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT btrim(regexp_replace(topic, '\\s*\\[Focus Mode\\]\\s*$', '', 'i')) $$`);

    await queryRunner.query(DRILLS_CHANGED);
    await queryRunner.query(SESSIONS_CHANGED);
    await queryRunner.query(SESSION_DELETING);
    await queryRunner.query(SESSION_TOPIC_CHANGED);
    await queryRunner.query(RUNS_CHANGED);
    // Creating the triggers locks out writes to these tables until the backfill commits.
    for (const table of ['drills', 'sessions', 'script_practice_runs']) {
      const fn = `dashboard_${table === 'script_practice_runs' ? 'runs' : table}_changed`;
      await queryRunner.query(
        `CREATE TRIGGER ${fn}_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${fn}_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${fn}_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      );
    }
    await queryRunner.query(`CREATE TRIGGER dashboard_session_deleting BEFORE DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION dashboard_session_deleting()`);
    await queryRunner.query(
      `CREATE TRIGGER dashboard_session_topic_changed AFTER UPDATE OF topic ON sessions FOR EACH ROW
       WHEN (dashboard_topic(OLD.topic) IS DISTINCT FROM dashboard_topic(NEW.topic)) EXECUTE FUNCTION dashboard_session_topic_changed()`,
    );

    // The history so far: the same totals, counted once from every row.
    await queryRunner.query(`
      INSERT INTO dashboard_days (user_id, day, drill_sessions)
      SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, count(*)
      FROM sessions WHERE session_type = 'Drill' GROUP BY 1, 2`);
    await queryRunner.query(`
      INSERT INTO dashboard_days AS a (user_id, day, drills, rated, rating_sum, answer_bytes, measured_answers, words_per_minute_sum, fillers_per_100_words_sum)
      SELECT user_id, (answered_at AT TIME ZONE 'UTC')::date, count(*), count(rating), coalesce(sum(rating), 0), coalesce(sum(answer_bytes), 0),
        count(*) FILTER (WHERE ${MEASURED}),
        coalesce(sum((delivery->>'wordsPerMinute')::numeric) FILTER (WHERE ${MEASURED}), 0),
        coalesce(sum((delivery->>'fillersPer100Words')::numeric) FILTER (WHERE ${MEASURED}), 0)
      FROM drills WHERE answered_at IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET drills = excluded.drills, rated = excluded.rated, rating_sum = excluded.rating_sum,
        answer_bytes = excluded.answer_bytes, measured_answers = excluded.measured_answers,
        words_per_minute_sum = excluded.words_per_minute_sum, fillers_per_100_words_sum = excluded.fillers_per_100_words_sum`);
    await queryRunner.query(`
      INSERT INTO dashboard_topics (user_id, topic, rated, rating_sum)
      SELECT d.user_id, dashboard_topic(s.topic), count(*), sum(d.rating)
      FROM drills d JOIN sessions s ON s.id = d.session_id
      WHERE d.answered_at IS NOT NULL AND d.rating IS NOT NULL GROUP BY 1, 2`);
    await queryRunner.query(`
      INSERT INTO dashboard_frameworks (user_id, framework, drills)
      SELECT user_id, framework, count(*) FROM drills
      WHERE answered_at IS NOT NULL AND framework IS NOT NULL GROUP BY 1, 2`);
    await queryRunner.query(`
      INSERT INTO dashboard_scripts (script_id, user_id, runs, accuracy_sum, spoken_words, last_run_at)
      SELECT script_id, user_id, count(*), sum(match_accuracy::float8), sum(spoken_word_count), max(created_at)
      FROM script_practice_runs GROUP BY 1, 2`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['drills', 'sessions', 'script_practice_runs']) {
      const fn = `dashboard_${table === 'script_practice_runs' ? 'runs' : table}_changed`;
      for (const op of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER IF EXISTS ${fn}_${op} ON ${table}`);
    }
    await queryRunner.query(`DROP TRIGGER IF EXISTS dashboard_session_deleting ON sessions`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS dashboard_session_topic_changed ON sessions`);
    for (const fn of [
      'dashboard_drills_changed',
      'dashboard_sessions_changed',
      'dashboard_session_deleting',
      'dashboard_session_topic_changed',
      'dashboard_runs_changed',
    ]) {
      await queryRunner.query(`DROP FUNCTION IF EXISTS ${fn}()`);
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS dashboard_topic(text)`);
    for (const table of ['dashboard_scripts', 'dashboard_frameworks', 'dashboard_topics', 'dashboard_days'])
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
  }
}

/** A drill whose delivery the dashboard's pace and filler trend counts. */
const MEASURED = `delivery IS NOT NULL AND (delivery->>'wordCount')::int > 0`;

/** The changed rows of a statement, +1 for rows written and -1 for rows gone, per TG_OP. */
const SIGNED_ROWS = `CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
      ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
    END`;

/** A statement-level trigger function: runs `sql` with the statement's signed rows in place of %s, then `after`. */
function signedRowsFunction(name: string, sql: string, after = ''): string {
  return `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    EXECUTE format($sql$${sql}$sql$, ${SIGNED_ROWS});${after}
    RETURN NULL;
  END
  $fn$`;
}

/**
 * Answered drills written, re-answered or deleted: signed sums per day, topic and framework.
 * A drill whose session is already gone (deleted with it) has had its rating taken off the
 * topic by dashboard_session_deleting.
 */
export const DRILLS_UPSERTS = `
      WITH changed AS MATERIALIZED (
        SELECT c.sign, c.user_id, c.session_id, (c.answered_at AT TIME ZONE 'UTC')::date AS day, c.rating, c.framework, c.answer_bytes,
          CASE WHEN ${MEASURED.replaceAll('delivery', 'c.delivery')} THEN c.delivery END AS delivery
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

const DRILLS_CHANGED = signedRowsFunction('dashboard_drills_changed', `${DRILLS_UPSERTS}\n  `);

/** Drill sessions started or deleted, counted on the UTC day they were started. */
export const SESSIONS_UPSERT = `
      INSERT INTO dashboard_days AS a (user_id, day, drill_sessions)
      SELECT c.user_id, (c.created_at AT TIME ZONE 'UTC')::date, sum(c.sign)
      FROM (%s) c
      WHERE c.session_type = 'Drill' AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET drill_sessions = a.drill_sessions + excluded.drill_sessions`;

const SESSIONS_CHANGED = signedRowsFunction('dashboard_sessions_changed', `${SESSIONS_UPSERT}\n  `);

/**
 * Before a session goes, its ratings leave its topic. Its drills are locked first, so an answer
 * being stored at the same moment is either counted here or waits and finds the drill gone.
 */
const SESSION_DELETING = `
  CREATE FUNCTION dashboard_session_deleting() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
      UPDATE dashboard_topics a SET rated = a.rated - gone.rated, rating_sum = a.rating_sum - gone.rating_sum
      FROM (
        SELECT count(*) AS rated, sum(d.rating) AS rating_sum
        FROM (SELECT rating, answered_at FROM drills WHERE session_id = OLD.id FOR UPDATE) d
        WHERE d.answered_at IS NOT NULL AND d.rating IS NOT NULL
        HAVING count(*) > 0
      ) gone
      WHERE a.user_id = OLD.user_id AND a.topic = dashboard_topic(OLD.topic);
    END IF;
    RETURN OLD;
  END
  $fn$`;

/** A session's topic renamed: its ratings move to the new topic. */
const SESSION_TOPIC_CHANGED = `
  CREATE FUNCTION dashboard_session_topic_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO dashboard_topics AS a (user_id, topic, rated, rating_sum)
    SELECT moved.user_id, moved.topic, moved.sign * count(d.rating), moved.sign * coalesce(sum(d.rating), 0)
    FROM (VALUES (OLD.user_id, dashboard_topic(OLD.topic), -1), (NEW.user_id, dashboard_topic(NEW.topic), 1)) AS moved(user_id, topic, sign)
    CROSS JOIN drills d
    WHERE d.session_id = NEW.id AND d.answered_at IS NOT NULL AND d.rating IS NOT NULL
    GROUP BY moved.user_id, moved.topic, moved.sign ORDER BY moved.user_id, moved.topic
    ON CONFLICT (user_id, topic) DO UPDATE SET rated = a.rated + excluded.rated, rating_sum = a.rating_sum + excluded.rating_sum;
    RETURN NULL;
  END
  $fn$`;

/**
 * Shadowing runs written or deleted: signed sums per script. Runs deleted with their script
 * change nothing (its totals go with it). The latest run is read again after a delete.
 */
const RUNS_CHANGED = signedRowsFunction(
  'dashboard_runs_changed',
  `
      INSERT INTO dashboard_scripts AS a (script_id, user_id, runs, accuracy_sum, spoken_words, last_run_at)
      SELECT c.script_id, c.user_id, sum(c.sign), sum(c.sign * c.match_accuracy::float8), sum(c.sign * c.spoken_word_count), max(c.created_at) FILTER (WHERE c.sign > 0)
      FROM (%s) c
      WHERE EXISTS (SELECT 1 FROM scripts s WHERE s.id = c.script_id) AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (script_id, user_id) DO UPDATE SET runs = a.runs + excluded.runs, accuracy_sum = a.accuracy_sum + excluded.accuracy_sum,
        spoken_words = a.spoken_words + excluded.spoken_words, last_run_at = greatest(a.last_run_at, excluded.last_run_at)
  `,
  `
    IF TG_OP <> 'INSERT' THEN
      UPDATE dashboard_scripts a SET last_run_at = (SELECT max(r.created_at) FROM script_practice_runs r WHERE r.script_id = a.script_id AND r.user_id = a.user_id)
      WHERE (a.script_id, a.user_id) IN (SELECT script_id, user_id FROM old_rows);
    END IF;`,
);
