import type { DashboardStats } from '@speakwell/contracts';
import { MAX_MEASURED_PACE } from '@speakwell/words';
import fc from 'fast-check';
import { DataSource, type QueryRunner } from 'typeorm';
import { DashboardTotals1795950000000 } from '../src/database/migrations/1795950000000-dashboard-totals.js';
import { StaticDashboardTriggers1796500000000 } from '../src/database/migrations/1796500000000-static-dashboard-triggers.js';
import { MeasuredPaceTotals1796600000000 } from '../src/database/migrations/1796600000000-measured-pace-totals.js';
import { dashboardFromRawRows } from './support/dashboard-from-raw-rows.js';
import { auth, registerUser, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

/**
 * The dashboard reads running totals that triggers keep in step with every write. Whatever
 * happens to drills, ratings, sessions, scripts and shadowing runs (through the API or straight
 * in SQL, deletes and their cascades included), it must show exactly what a full recomputation
 * from the raw rows shows.
 */

/** A moment `daysAgo` UTC days before today's UTC midnight plus `second` seconds: day edges included. */
interface Moment {
  daysAgo: number;
  second: number;
}

type Action =
  | { kind: 'session'; topic: number; focus: boolean; meeting: boolean; at: Moment }
  | { kind: 'drill'; session: number; answered: Moment | null; rating: number | null; framework: number | null; answer: string; delivery: Delivery | null }
  | { kind: 're-answer in SQL'; drill: number; answered: Moment | null; rating: number | null; framework: number | null }
  | { kind: 'answer through the API'; drill: number; timed: boolean }
  | { kind: 'delete drill'; drill: number }
  | { kind: 'delete session'; session: number }
  | { kind: 'rename session'; session: number; topic: number }
  | { kind: 'script'; title: number }
  | { kind: 'run'; script: number; accuracy: number; words: number; at: Moment }
  | { kind: 'analyze through the API'; script: number }
  | { kind: 'delete script'; script: number };

interface Delivery {
  wordCount: number;
  wordsPerMinute: number;
  fillersPer100Words: number;
}

const TOPICS = ['Job interview', 'Job interview [Focus Mode]', 'job interview  [focus mode]', 'Negotiation', 'Pitch', 'Pitch [Focus Mode]'];
const FRAMEWORKS = ['STAR', 'PREP', 'CAR'];
const TITLES = ['Keynote', 'Toast', 'Keynote'];

const moment: fc.Arbitrary<Moment> = fc.record({
  // 0-40 crosses the 30-day window's first day; up to 120 spans more than 12 weeks.
  daysAgo: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 120 })),
  second: fc.oneof(fc.constantFrom(0, 1, 86_399), fc.integer({ min: 0, max: 86_399 })),
});
const rating = fc.option(
  fc.integer({ min: 10, max: 50 }).map((tenths) => tenths / 10),
  { nil: null },
);
const framework = fc.option(fc.integer({ min: 0, max: FRAMEWORKS.length - 1 }), { nil: null });
const index = fc.nat(50);

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('session' as const), topic: fc.nat(TOPICS.length - 1), focus: fc.boolean(), meeting: fc.boolean(), at: moment }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('drill' as const),
      session: index,
      answered: fc.option(moment, { nil: null }),
      rating,
      framework,
      answer: fc.string({ maxLength: 40, unit: 'grapheme' }),
      delivery: fc.option(
        fc.record({
          wordCount: fc.integer({ min: 0, max: 300 }),
          // Up to 300.0 words/min, the edges of a measured pace, and bursts (faster than anyone speaks).
          wordsPerMinute: fc.oneof(
            fc.integer({ min: 0, max: 3000 }).map((n) => n / 10),
            fc.constantFrom(0, MAX_MEASURED_PACE, MAX_MEASURED_PACE + 0.1, 2400),
          ),
          fillersPer100Words: fc.integer({ min: 0, max: 500 }).map((n) => n / 10),
        }),
        { nil: null },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('re-answer in SQL' as const), drill: index, answered: fc.option(moment, { nil: null }), rating, framework }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('answer through the API' as const), drill: index, timed: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete drill' as const), drill: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete session' as const), session: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename session' as const), session: index, topic: fc.nat(TOPICS.length - 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('script' as const), title: fc.nat(TITLES.length - 1) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('run' as const),
      script: index,
      accuracy: fc.integer({ min: 0, max: 1000 }).map((n) => n / 10),
      words: fc.nat(400),
      at: moment,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('analyze through the API' as const), script: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete script' as const), script: index }) },
);

/** Each action is done by one of the users: 0 and 1 stay, 2 leaves at the end of the run. */
const step = fc.tuple(fc.nat(2), action);

describe('Dashboard running totals', () => {
  const { t, admin, firstStayer, secondStayer } = setupTestApp({ admins: ['admin'], users: ['firstStayer', 'secondStayer'] });
  const stayers = [firstStayer, secondStayer];
  let db: DataSource;
  /** Raw writes go through a connection in a far-east time zone, reads through one in the far west. */
  let writer: QueryRunner;
  let reader: QueryRunner;

  beforeAll(async () => {
    db = t.app.get(DataSource);
    writer = db.createQueryRunner();
    reader = db.createQueryRunner();
    await writer.query(`SET TIME ZONE 'Pacific/Kiritimati'`);
    await reader.query(`SET TIME ZONE 'America/Adak'`);
  });
  afterAll(async () => {
    await writer.release();
    await reader.release();
  });

  const dashboard = async (user: TestUser): Promise<DashboardStats> =>
    (await t.http.get('/api/dashboard-stats').set(auth(user)).expect(200)).body as DashboardStats;
  const recomputed = (user: TestUser) => dashboardFromRawRows(reader, user.id);

  const at = ({ daysAgo, second }: Moment) => [daysAgo, second] as const;
  const MOMENT_SQL = (days: string, seconds: string) =>
    `(((now() AT TIME ZONE 'UTC')::date - ${days}::int)::timestamp + make_interval(secs => ${seconds}::int)) AT TIME ZONE 'UTC'`;

  /** The id at `position` (wrapping) among the user's rows of a table, oldest first; null when there are none. */
  async function pick(table: 'sessions' | 'drills' | 'scripts', user: TestUser, position: number, where = 'true'): Promise<string | null> {
    const rows = (await db.query(`SELECT id FROM ${table} WHERE user_id = $1 AND ${where} ORDER BY created_at, id`, [user.id])) as Array<{ id: string }>;
    return rows.length === 0 ? null : rows[position % rows.length].id;
  }

  async function perform(user: TestUser, a: Action): Promise<void> {
    switch (a.kind) {
      case 'session':
        await writer.query(`INSERT INTO sessions (user_id, session_type, topic, created_at) VALUES ($1, $2, $3, ${MOMENT_SQL('$4', '$5')})`, [
          user.id,
          a.meeting ? 'Meeting' : 'Drill',
          TOPICS[a.topic] + (a.focus ? ' [Focus Mode]' : ''),
          ...at(a.at),
        ]);
        return;
      case 'drill': {
        const session = await pick('sessions', user, a.session, `session_type = 'Drill'`);
        if (!session) return;
        await writer.query(
          `INSERT INTO drills (session_id, user_id, question, answer, rating, framework, answered_at, delivery)
           VALUES ($1, $2, 'Tell me about a time you failed.', $3, $4, $5, CASE WHEN $6::int IS NULL THEN NULL ELSE ${MOMENT_SQL('$6', '$7')} END, $8)`,
          [
            session,
            user.id,
            a.answered ? a.answer : null,
            a.answered ? a.rating : null,
            a.answered && a.framework !== null ? FRAMEWORKS[a.framework] : null,
            a.answered?.daysAgo ?? null,
            a.answered?.second ?? 0,
            a.answered && a.delivery ? JSON.stringify(a.delivery) : null,
          ],
        );
        return;
      }
      case 're-answer in SQL': {
        const drill = await pick('drills', user, a.drill);
        if (!drill) return;
        await writer.query(
          `UPDATE drills SET rating = $2, framework = $3, answer = coalesce(answer, 'An answer.'),
             answered_at = CASE WHEN $4::int IS NULL THEN NULL ELSE ${MOMENT_SQL('$4', '$5')} END WHERE id = $1`,
          [drill, a.rating, a.framework === null ? null : FRAMEWORKS[a.framework], a.answered?.daysAgo ?? null, a.answered?.second ?? 0],
        );
        return;
      }
      case 'answer through the API': {
        const drill = await pick('drills', user, a.drill);
        if (!drill) return;
        const delivery = a.timed ? { delivery: { duration_ms: 20_000, result_times_ms: [1_000, 6_000, 15_000] } } : {};
        await t.http
          .post('/api/feedback')
          .set(auth(user))
          .send({ drill_id: drill, answer: 'Um, I led the launch and we shipped on time, basically.', ...delivery })
          .expect(200);
        return;
      }
      case 'delete drill': {
        const drill = await pick('drills', user, a.drill);
        if (drill) await writer.query(`DELETE FROM drills WHERE id = $1`, [drill]);
        return;
      }
      case 'delete session': {
        const session = await pick('sessions', user, a.session);
        if (session) await t.http.delete(`/api/sessions/${session}`).set(auth(user)).expect(200);
        return;
      }
      case 'rename session': {
        const session = await pick('sessions', user, a.session);
        if (session) await writer.query(`UPDATE sessions SET topic = $2 WHERE id = $1`, [session, TOPICS[a.topic]]);
        return;
      }
      case 'script':
        await t.http.post('/api/scripts').set(auth(user)).send({ title: TITLES[a.title], content: 'We ship on Friday and celebrate on Monday.' }).expect(201);
        return;
      case 'run': {
        const script = await pick('scripts', user, a.script);
        if (!script) return;
        await writer.query(
          `INSERT INTO script_practice_runs (script_id, user_id, match_accuracy, rating, spoken_word_count, suggestions, created_at)
           VALUES ($1, $2, $3, 4, $4, 'Keep going.', ${MOMENT_SQL('$5', '$6')})`,
          [script, user.id, a.accuracy, a.words, ...at(a.at)],
        );
        return;
      }
      case 'analyze through the API': {
        const script = await pick('scripts', user, a.script);
        if (script)
          await t.http
            .post('/api/scripts/analyze')
            .set(auth(user))
            .send({ script_id: script, script_content: '', spoken_text: 'we ship on friday and party' })
            .expect(200);
        return;
      }
      case 'delete script': {
        const script = await pick('scripts', user, a.script);
        if (script) await t.http.delete(`/api/scripts/${script}`).set(auth(user)).expect(200);
        return;
      }
    }
  }

  async function totalsRowsOf(user: TestUser): Promise<number> {
    const [{ rows }] = (await db.query(
      `SELECT (SELECT count(*) FROM dashboard_days WHERE user_id = $1) + (SELECT count(*) FROM dashboard_topics WHERE user_id = $1)
            + (SELECT count(*) FROM dashboard_frameworks WHERE user_id = $1) + (SELECT count(*) FROM dashboard_scripts WHERE user_id = $1) AS rows`,
      [user.id],
    )) as Array<{ rows: string }>;
    return Number(rows);
  }

  it('equals a full recomputation from the raw rows after random writes and deletes, account deletions included', async () => {
    let run = 0;
    let fullCharts = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 40 }), async (steps) => {
        run += 1;
        const leaver = await registerUser(t.http);
        const users = [...stayers, leaver];
        for (const [who, a] of steps) await perform(users[who], a);
        for (const user of users) {
          const shown = await dashboard(user);
          expect(shown).toEqual(await recomputed(user));
          if (shown.avg_rating_by_topic.length > 0 && shown.common_structures.length > 0 && shown.average_match_accuracy !== null) fullCharts += 1;
        }
        // The leaver goes, in turn through Delete my account and through the admin panel.
        if (run % 2 === 0) await t.http.delete('/api/user').set(auth(leaver)).send({ password: leaver.password }).expect(204);
        else await t.http.delete(`/api/admin/users/${leaver.id}`).set(auth(admin)).expect(200);
        expect(await totalsRowsOf(leaver)).toBe(0);
        for (const user of stayers) expect(await dashboard(user)).toEqual(await recomputed(user));
      }),
      { numRuns: 25 },
    );
    // Many of the comparisons were of dashboards with ratings, topics, frameworks and shadowing on them.
    expect(fullCharts).toBeGreaterThanOrEqual(8);
  }, 600_000);

  it('stores many answers of one user at the same moment without a deadlock, and the dashboard still adds up', async () => {
    const user = await registerUser(t.http);
    const [{ id: session }] = (await db.query(`INSERT INTO sessions (user_id, session_type, topic) VALUES ($1, 'Drill', 'Pitch') RETURNING id`, [
      user.id,
    ])) as Array<{ id: string }>;
    // Half answered on 8 different days with 3 frameworks (a new answer is kept beside each as
    // another attempt, today), half not answered yet (a new answer fills the drill itself).
    const drills = (await db.query(
      `INSERT INTO drills (session_id, user_id, question, answer, rating, framework, answered_at)
       SELECT $1, $2, 'Why this role?', CASE WHEN i % 2 = 1 THEN 'Because.' END, CASE WHEN i % 2 = 1 THEN 3 END,
         CASE WHEN i % 2 = 1 THEN ($3::text[])[1 + i % 3] END, CASE WHEN i % 2 = 1 THEN now() - make_interval(days => 1 + i % 8) END
       FROM generate_series(1, 40) AS i RETURNING id`,
      [session, user.id, FRAMEWORKS],
    )) as Array<{ id: string }>;
    const answers = await Promise.all(
      drills.map(({ id }) => t.http.post('/api/feedback').set(auth(user)).send({ drill_id: id, answer: 'I would bring ten years of shipping products.' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(drills.map(() => 200));
    const shown = await dashboard(user);
    expect(shown.total_drills).toBe(60);
    expect(shown).toEqual(await recomputed(user));
  });

  it('backfills the same totals from the existing rows when the migration runs on a database with history', async () => {
    const before = await Promise.all(stayers.map(dashboard));
    // The totals' migrations undone, newest first, and done again.
    const migrations = [new DashboardTotals1795950000000(), new StaticDashboardTriggers1796500000000(), new MeasuredPaceTotals1796600000000()];
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      for (const migration of [...migrations].reverse()) await migration.down(runner);
      for (const migration of migrations) await migration.up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    for (const [i, user] of stayers.entries()) {
      expect(await dashboard(user)).toEqual(before[i]);
      expect(await dashboard(user)).toEqual(await recomputed(user));
    }
  });
});
