import pg from 'pg';
import { call, callOk } from './api-client.mjs';
import { say } from './progress.mjs';
import { ANSWER, FRAMEWORKS, QUESTIONS, SCRIPT_CONTENT, SESSION_CONTEXT, TOPICS, WORDS } from './seed-content.mjs';
import { seedScripts } from './seed-scripts.mjs';

export const MAIN_USER = { name: 'Bench Main', email: 'bench-main@example.com', password: 'bench-password-42' };

/** The main user's history (the dashboard's worst case) and the crowd around it. */
const MAIN = { sessions: 500, drillsPerSession: 20, meetingSessions: 50, qasPerMeeting: 4, entries: 500, scripts: 50, historyPerScript: 10 };
const OTHERS = { users: 20, sessions: 25, drillsPerSession: 10, entries: 20 };
const DAYS = 90;

/**
 * Drill sessions spread evenly over the last `days` days (shifted back by `offsetS` seconds, so
 * a second batch falls between the first's), each with its drills two minutes apart. Most
 * drills are answered with a rating and framework; one in four sessions ends on an unanswered
 * drill, as when a user leaves mid-session. Drills go only into sessions that have none yet.
 */
export async function insertDrillSessions(db, userIds, { sessions, drillsPerSession, days = DAYS, offsetS = 0 }, evaluation) {
  await db.query(
    `INSERT INTO sessions (user_id, session_type, topic, context, created_at)
     SELECT u.id, 'Drill', ($2::text[])[1 + i % array_length($2::text[], 1)],
            CASE WHEN i % 3 = 0 THEN $3 ELSE '' END,
            now() - make_interval(secs => ($5 * 86400.0 * i / $4 + $6)::float8) - interval '1 hour'
     FROM unnest($1::uuid[]) AS u(id) CROSS JOIN generate_series(0, $4 - 1) AS i`,
    [userIds, TOPICS, SESSION_CONTEXT, sessions, days, offsetS],
  );
  await db.query(
    `INSERT INTO drills (session_id, user_id, question, answer, feedback, rating, rating_explanation,
                         example_answer, framework, created_at, answered_at)
     SELECT s.id, s.user_id, ($3::text[])[1 + (d.h + n) % array_length($3::text[], 1)],
            CASE WHEN d.open THEN NULL ELSE $4 END,
            CASE WHEN d.open THEN NULL ELSE $5 END,
            CASE WHEN d.open THEN NULL ELSE 1 + ((d.h * 7 + n * 5) % 9) / 2.0 END,
            CASE WHEN d.open THEN NULL ELSE $6 END,
            CASE WHEN d.open THEN NULL ELSE $7 END,
            CASE WHEN d.open THEN NULL ELSE ($8::text[])[1 + (d.h + n) % array_length($8::text[], 1)] END,
            s.created_at + make_interval(mins => 2 * n),
            CASE WHEN d.open THEN NULL ELSE s.created_at + make_interval(mins => 2 * n, secs => 90) END
     FROM sessions s
     CROSS JOIN generate_series(1, $2) AS n
     CROSS JOIN LATERAL (SELECT (abs(hashtext(s.id::text)::bigint) % 1000003)::int AS h) AS hashed
     CROSS JOIN LATERAL (SELECT hashed.h AS h, n = $2 AND hashed.h % 4 = 0 AS open) AS d
     WHERE s.user_id = ANY($1::uuid[]) AND s.session_type = 'Drill' AND NOT EXISTS (SELECT 1 FROM drills x WHERE x.session_id = s.id)`,
    [userIds, drillsPerSession, QUESTIONS, ANSWER, evaluation.feedback, evaluation.rating_explanation, evaluation.example_answer, FRAMEWORKS],
  );
}

async function insertMeetings(db, userId, { meetingSessions, qasPerMeeting }) {
  await db.query(
    `INSERT INTO sessions (user_id, session_type, topic, context, created_at)
     SELECT $1, 'Meeting', 'Weekly sync ' || i, $2, now() - make_interval(days => i)
     FROM generate_series(1, $3) AS i`,
    [userId, SESSION_CONTEXT, meetingSessions],
  );
  await db.query(
    `INSERT INTO meeting_qas (session_id, user_id, question, answer, created_at)
     SELECT s.id, s.user_id, $2, $3, s.created_at + make_interval(mins => n)
     FROM sessions s CROSS JOIN generate_series(1, $4) AS n
     WHERE s.user_id = $1 AND s.session_type = 'Meeting'`,
    [userId, QUESTIONS[0], ANSWER, qasPerMeeting],
  );
}

async function insertDictionary(db, userIds, count, sample) {
  await db.query(
    `INSERT INTO dictionary_entries (user_id, word, part_of_speech, definition, example_sentence, created_at)
     SELECT u.id, ($2::text[])[1 + i % array_length($2::text[], 1)] || '-' || i, $3, $4, $5,
            now() - make_interval(hours => i)
     FROM unnest($1::uuid[]) AS u(id) CROSS JOIN generate_series(1, $6) AS i`,
    [userIds, WORDS, sample.part_of_speech, sample.definition, sample.example_sentence, count],
  );
}

/** One real evaluation and one real dictionary lookup from the offline AI, as templates for the rows. */
async function sampleContent(baseUrl, token) {
  const { session_id: sessionId } = await callOk(baseUrl, 'POST', '/api/sessions', {
    token,
    body: { session_type: 'Drill', topic: TOPICS[0], context: SESSION_CONTEXT },
  });
  const { drill_id: drillId } = await callOk(baseUrl, 'POST', '/api/sessions/next-question', { token, body: { session_id: sessionId } });
  const evaluation = await callOk(baseUrl, 'POST', '/api/feedback', { token, body: { drill_id: drillId, answer: ANSWER } });
  const word = await callOk(baseUrl, 'POST', '/api/dictionary', { token, body: { word: 'resilient' } });
  return { sessionId, evaluation, word };
}

/**
 * A fresh database as a long-time user leaves it. The main user is registered, made admin
 * (`grantAdmin`, the operator's command) and signed in through the API (a real argon2 hash and
 * token); everything else goes in with set-based SQL.
 */
export async function seed({ baseUrl, databaseUrl, grantAdmin }) {
  const registered = await call(baseUrl, 'POST', '/api/register', { body: MAIN_USER });
  if (registered.status !== 201) throw new Error(`POST /api/register answered ${registered.status}: ${registered.text}`);
  grantAdmin(MAIN_USER.email);
  const login = await callOk(baseUrl, 'POST', '/api/login', { body: { email: MAIN_USER.email, password: MAIN_USER.password } });
  const main = { ...MAIN_USER, token: login.token, userId: login.userId, role: login.role };
  const sample = await sampleContent(baseUrl, main.token);

  const db = new pg.Client({ connectionString: databaseUrl, application_name: 'speakwell-bench-seed' });
  await db.connect();
  const counts = {};
  try {
    await db.query('BEGIN');
    // The samples were only templates: the main user's history is exactly what MAIN says.
    await db.query('DELETE FROM sessions WHERE id = $1', [sample.sessionId]);
    await db.query('DELETE FROM dictionary_entries WHERE user_id = $1', [main.userId]);

    const hash = (await db.query('SELECT password_hash FROM users WHERE id = $1', [main.userId])).rows[0].password_hash;
    const others = await db.query(
      `INSERT INTO users (name, email, password_hash, created_at)
       SELECT 'Bench User ' || i, 'bench-user-' || i || '@example.com', $1, now() - make_interval(days => i)
       FROM generate_series(1, $2) AS i RETURNING id`,
      [hash, OTHERS.users],
    );
    const otherIds = others.rows.map((row) => row.id);

    await insertDrillSessions(db, [main.userId], MAIN, sample.evaluation);
    await insertMeetings(db, main.userId, MAIN);
    await insertDictionary(db, [main.userId], MAIN.entries, sample.word);
    await insertDrillSessions(db, otherIds, OTHERS, sample.evaluation);
    await insertDictionary(db, otherIds, OTHERS.entries, sample.word);
    counts.scripts = await seedScripts(db, main.userId, { scripts: MAIN.scripts, historyPerScript: MAIN.historyPerScript, content: SCRIPT_CONTENT });
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    await db.end();
    throw error;
  }

  try {
    // Fresh statistics and visibility map, as autovacuum would leave a table of this age.
    await db.query('VACUUM ANALYZE');
    const tally = await db.query(
      `SELECT (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM sessions WHERE user_id = $1 AND session_type = 'Drill')::int AS main_drill_sessions,
              (SELECT count(*) FROM drills WHERE user_id = $1)::int AS main_drills,
              (SELECT count(*) FROM drills)::int AS all_drills,
              (SELECT count(*) FROM dictionary_entries WHERE user_id = $1)::int AS main_dictionary_entries`,
      [main.userId],
    );
    Object.assign(counts, tally.rows[0]);
    // The session detail target: the newest session with a full set of drills.
    const detail = await db.query(
      `SELECT s.id, count(d.id)::int AS drills FROM sessions s JOIN drills d ON d.session_id = s.id
       WHERE s.user_id = $1 AND s.session_type = 'Drill' GROUP BY s.id, s.created_at
       HAVING count(d.id) >= 20 ORDER BY s.created_at DESC LIMIT 1`,
      [main.userId],
    );
    // Feedback re-answers the main user's drills round-robin (the same row over and over would
    // measure row-lock waits instead of the endpoint).
    const drills = await db.query(`SELECT id FROM drills WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1000`, [main.userId]);
    if (counts.scripts.skipped) say(counts.scripts.skipped);
    return {
      main,
      evaluation: sample.evaluation,
      detailSessionId: detail.rows[0].id,
      detailDrills: detail.rows[0].drills,
      drillIds: drills.rows.map((row) => row.id),
      counts,
    };
  } finally {
    await db.end();
  }
}
