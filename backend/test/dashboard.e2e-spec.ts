import type { DashboardStats, FeedbackResponse, SessionDetail } from '@speakwell/contracts';
import { measuredPace } from '@speakwell/words';
import { DataSource } from 'typeorm';
import { MeasuredPaceTotals1796600000000 } from '../src/database/migrations/1796600000000-measured-pace-totals.js';
import {
  answerDrill as rateAnswer,
  auth,
  createDrill,
  createDrillSession,
  createScript as newScript,
  registerUser,
  type TestUser,
} from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

const STAR_ANSWER =
  'In my last role our checkout page was timing out during a sale. My task was to find the cause within a day. ' +
  'I profiled the service, found an unindexed query and added the index with a safe migration. ' +
  'As a result the page loaded in under a second and sales that week grew by twelve percent.';

/** A UTC calendar day `daysAgo` days before today, as the API writes dates. */
function utcDay(daysAgo: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - daysAgo);
  return day.toISOString().slice(0, 10);
}

/** The Monday (UTC) starting the ISO week of a day written 'YYYY-MM-DD'. */
function isoWeekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

const roundTo1 = (n: number) => Math.round(n * 10) / 10;

describe('Dashboard stats API', () => {
  const { t } = setupTestApp();

  const stats = async (user: TestUser): Promise<DashboardStats> =>
    (await t.http.get('/api/dashboard-stats').set(auth(user)).expect(200)).body as DashboardStats;
  const startSession = (user: TestUser, topic: string, context = ''): Promise<string> => createDrillSession(t.http, user, { topic, context });
  /** Asks the next question and answers it, the way the drill screen does. */
  const answerDrill = async (user: TestUser, sessionId: string, answer: string): Promise<FeedbackResponse> =>
    rateAnswer(t.http, user, (await createDrill(t.http, user, sessionId)).drill_id, answer);
  const drillsOf = async (user: TestUser, sessionId: string) =>
    ((await t.http.get(`/api/sessions/${sessionId}`).set(auth(user)).expect(200)).body as SessionDetail).drills;

  it('answers 401 without a token', async () => {
    await t.http.get('/api/dashboard-stats').expect(401);
  });

  it('shows zeros, nulls, empty charts and 30 zero days for a new account', async () => {
    const newcomer = await registerUser(t.http);
    const body = await stats(newcomer);
    expect(body).toEqual({
      total_sessions: 0,
      total_drills: 0,
      average_rating: null,
      average_match_accuracy: null,
      most_practiced_script: null,
      estimated_practice_time_minutes: 0,
      drills_per_day: expect.any(Array),
      weekly_avg_rating: [],
      avg_rating_by_topic: [],
      common_structures: [],
      delivery_trend: [],
    });
    expect(body.drills_per_day).toHaveLength(30);
    expect(body.drills_per_day.every((day) => day.count === 0)).toBe(true);
    expect(body.drills_per_day[0].date).toBe(utcDay(29));
    expect(body.drills_per_day[29].date).toBe(utcDay(0));
  });

  describe('script shadowing', () => {
    let carol: TestUser;
    let dave: TestUser;

    const createScript = (user: TestUser, title: string): Promise<string> => newScript(t.http, user, { title, content: 'We ship on Friday.' });
    /** Shadowing runs are written as the analysis stores them; the AI call itself is the scripts API's test. */
    const insertRun = (user: TestUser, scriptId: string, matchAccuracy: number, spokenWords: number) =>
      t.app
        .get(DataSource)
        .query(
          `INSERT INTO script_practice_runs (script_id, user_id, match_accuracy, rating, spoken_word_count, suggestions) VALUES ($1, $2, $3, 4, $4, 'Keep going.')`,
          [scriptId, user.id, matchAccuracy, spokenWords],
        );

    beforeAll(async () => {
      carol = await registerUser(t.http);
      dave = await registerUser(t.http);
      const keynote = await createScript(carol, 'Conference keynote');
      const pitch = await createScript(carol, 'Investor pitch');
      await createScript(carol, 'Never practised');
      for (const accuracy of [80, 90, 70]) await insertRun(carol, keynote, accuracy, 130);
      await insertRun(carol, pitch, 50, 130);
      const davesScript = await createScript(dave, 'Wedding toast');
      for (let i = 0; i < 5; i += 1) await insertRun(dave, davesScript, 10, 1300);
    });

    it('averages match accuracy over all runs and names the script with the most runs', async () => {
      const body = await stats(carol);
      expect(body.average_match_accuracy).toBe(72.5);
      expect(body.most_practiced_script).toBe('Conference keynote');
    });

    it('adds the spoken words of the runs to the practice time, and nothing of other users', async () => {
      const body = await stats(carol);
      // 4 runs x 130 spoken words at 130 words a minute; no drills.
      expect(body.estimated_practice_time_minutes).toBe(4);
      expect(body.total_drills).toBe(0);
      expect((await stats(dave)).most_practiced_script).toBe('Wedding toast');
    });
  });

  describe('with drills answered through the API', () => {
    let alice: TestUser;
    let bob: TestUser;
    let ratings: number[];
    let frameworks: string[];

    beforeAll(async () => {
      alice = await registerUser(t.http);
      bob = await registerUser(t.http);
      const regular = await startSession(alice, 'Leadership');
      const focused = await startSession(alice, 'Leadership [Focus Mode]', 'Team lead at a logistics company');
      const other = await startSession(alice, 'System design');
      await startSession(alice, 'Never answered');
      await answerDrill(alice, regular, STAR_ANSWER);
      await answerDrill(alice, regular, 'I would listen first, then agree on a plan with the team and follow up weekly.');
      await answerDrill(alice, focused, STAR_ANSWER);
      await answerDrill(alice, other, 'Shard by user id and cache reads.');
      // An asked but unanswered question is not a drill done.
      await t.http.post('/api/sessions/next-question').set(auth(alice)).send({ session_id: other, context: '' }).expect(201);

      const drills = [...(await drillsOf(alice, regular)), ...(await drillsOf(alice, focused)), ...(await drillsOf(alice, other))].filter(
        (d) => d.rating !== null,
      );
      ratings = drills.map((d) => d.rating ?? 0);
      frameworks = drills.map((d) => d.framework ?? '');

      // Bob's practice must never show on Alice's dashboard.
      const bobs = await startSession(bob, 'Leadership');
      await answerDrill(bob, bobs, STAR_ANSWER);
    });

    it('counts drill sessions and answered drills, with the average to one decimal', async () => {
      const body = await stats(alice);
      expect(ratings).toHaveLength(4);
      expect(body.total_sessions).toBe(4);
      expect(body.total_drills).toBe(4);
      expect(body.average_rating).toBe(roundTo1(ratings.reduce((a, b) => a + b, 0) / ratings.length));
    });

    it("counts today's answers in the last day of the 30-day line", async () => {
      const body = await stats(alice);
      expect(body.drills_per_day).toHaveLength(30);
      expect(body.drills_per_day[29]).toEqual({ date: utcDay(0), count: 4 });
      expect(body.drills_per_day.slice(0, 29).every((day) => day.count === 0)).toBe(true);
    });

    it('groups focus and regular sessions of a topic together, most practised topic first', async () => {
      const body = await stats(alice);
      expect(body.avg_rating_by_topic.map((t) => t._id)).toEqual(['Leadership', 'System design']);
      expect(body.avg_rating_by_topic[0].avgRating).toBe(roundTo1((ratings[0] + ratings[1] + ratings[2]) / 3));
      expect(body.avg_rating_by_topic[1].avgRating).toBe(ratings[3]);
    });

    it('counts the frameworks recorded for the answers, most used first', async () => {
      const body = await stats(alice);
      const expected = new Map<string, number>();
      for (const f of frameworks) expected.set(f, (expected.get(f) ?? 0) + 1);
      expect(body.common_structures.reduce((sum, s) => sum + s.count, 0)).toBe(4);
      expect(new Map(body.common_structures.map((s) => [s._id, s.count]))).toEqual(expected);
      const counts = body.common_structures.map((s) => s.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('has one week of data and an estimate of the practice time', async () => {
      const body = await stats(alice);
      expect(body.weekly_avg_rating).toEqual([{ week: isoWeekStart(utcDay(0)), avgRating: body.average_rating }]);
      // 4 drills x 0.5 min to read and think, plus about 150 answer words at 130 words a minute.
      expect(body.estimated_practice_time_minutes).toBe(3);
    });

    it("keeps other users' practice out", async () => {
      const body = await stats(bob);
      expect(body.total_sessions).toBe(1);
      expect(body.total_drills).toBe(1);
      expect(body.avg_rating_by_topic.map((t) => t._id)).toEqual(['Leadership']);
    });

    describe('older drills', () => {
      beforeAll(async () => {
        // The API can only answer now; older practice is written the way the API stores it.
        const db = t.app.get(DataSource);
        const [{ id: sessionId }] = (await db.query(
          `INSERT INTO sessions (user_id, session_type, topic, created_at) VALUES ($1, 'Drill', 'Negotiation', now() - interval '40 days') RETURNING id`,
          [alice.id],
        )) as Array<{ id: string }>;
        for (const [daysAgo, rating] of [
          [10, 2],
          [40, 4],
        ]) {
          await db.query(
            `INSERT INTO drills (session_id, user_id, question, answer, rating, framework, created_at, answered_at)
             VALUES ($1, $2, 'How do you handle a tough negotiation?', 'I prepare my walk-away point first.', $3, 'PREP',
                     now() - make_interval(days => $4), now() - make_interval(days => $4))`,
            [sessionId, alice.id, rating, daysAgo],
          );
        }
      });

      it('puts a drill of 10 days ago on its day and leaves one of 40 days ago out of the 30-day line', async () => {
        const body = await stats(alice);
        expect(body.total_drills).toBe(6);
        expect(body.drills_per_day).toHaveLength(30);
        expect(body.drills_per_day.find((day) => day.date === utcDay(10))?.count).toBe(1);
        expect(body.drills_per_day.reduce((sum, day) => sum + day.count, 0)).toBe(5);
      });

      it('averages ratings per ISO week (Monday), oldest week first', async () => {
        const body = await stats(alice);
        const weeks = body.weekly_avg_rating;
        expect(weeks.map((w) => w.week)).toEqual([isoWeekStart(utcDay(40)), isoWeekStart(utcDay(10)), isoWeekStart(utcDay(0))]);
        expect(weeks.map((w) => w.avgRating).slice(0, 2)).toEqual([4, 2]);
        expect(body.common_structures.find((s) => s._id === 'PREP')?.count).toBeGreaterThanOrEqual(2);
        expect(body.avg_rating_by_topic.find((t) => t._id === 'Negotiation')?.avgRating).toBe(3);
      });
    });
  });

  describe('pace', () => {
    // 14 words, the last heard 6 s in: 140 words/min (as the drill screen measures it).
    const answer = 'Um so I led the team and uh we shipped maybe two weeks early';
    const timed = { duration_ms: 10_000, result_times_ms: [1000, 2000, 5000, 6000] };
    // The same words all in one recognition result 0.3 s in: 840 words/min, a burst, not a pace.
    const burst = { duration_ms: 10_000, result_times_ms: [300] };
    const today = () => utcDay(0);
    const answerTimed = async (user: TestUser, sessionId: string, delivery: typeof timed) =>
      t.http
        .post('/api/feedback')
        .set(auth(user))
        .send({ drill_id: (await createDrill(t.http, user, sessionId)).drill_id, answer, delivery })
        .expect(200);

    it('averages only measured paces: one answer at 140 words/min and one burst show 140, fillers of both', async () => {
      const erin = await registerUser(t.http);
      const sessionId = await startSession(erin, 'Leadership');
      const burstAnswer = (await answerTimed(erin, sessionId, burst)).body as FeedbackResponse;
      expect(measuredPace(burstAnswer.delivery?.words_per_minute ?? 0)).toBeNull();
      await answerTimed(erin, sessionId, timed);
      expect((await stats(erin)).delivery_trend).toEqual([{ date: today(), words_per_minute: 140, fillers_per_100_words: 14.3, answers: 2 }]);
    });

    it('shows a day of bursts only as no pace (0, "Not measured" on the screen)', async () => {
      const frank = await registerUser(t.http);
      await answerTimed(frank, await startSession(frank, 'Pitch'), burst);
      const [day] = (await stats(frank)).delivery_trend ?? [];
      expect(day).toEqual({ date: today(), words_per_minute: 0, fillers_per_100_words: 14.3, answers: 1 });
      expect(measuredPace(day.words_per_minute)).toBeNull();
    });

    it('recounts the totals stored before bursts were left out when the migration runs', async () => {
      const gina = await registerUser(t.http);
      const sessionId = await startSession(gina, 'Leadership');
      await answerTimed(gina, sessionId, burst);
      await answerTimed(gina, sessionId, timed);
      const db = t.app.get(DataSource);
      const paceSum = async () =>
        Number(((await db.query(`SELECT words_per_minute_sum AS sum FROM dashboard_days WHERE user_id = $1`, [gina.id])) as { sum: string }[])[0].sum);
      const migration = new MeasuredPaceTotals1796600000000();
      const runner = db.createQueryRunner();
      try {
        await runner.startTransaction();
        // Back to the totals as they were: both paces summed (840 + 140).
        await migration.down(runner);
        await runner.commitTransaction();
        expect(await paceSum()).toBe(980);
        await runner.startTransaction();
        await migration.up(runner);
        await runner.commitTransaction();
      } finally {
        await runner.release();
      }
      expect(await paceSum()).toBe(140);
      expect((await stats(gina)).delivery_trend).toEqual([{ date: today(), words_per_minute: 140, fillers_per_100_words: 14.3, answers: 2 }]);
    });
  });
});
