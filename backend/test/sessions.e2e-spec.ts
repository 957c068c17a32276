import { type CreateSessionResponse, type FeedbackResponse, SessionDetail, type SessionSummary } from '@speakwell/contracts';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { type SqlStatement, SqlStatements } from '../src/database/sql-statements.js';
import { auth, createDrill, createDrillSession, registerUser, UNANSWERED_DRILL, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Sessions API', () => {
  const { t, alice, bob } = setupTestApp({ users: ['alice', 'bob'] });

  const create = (user: TestUser, body: object) => t.http.post('/api/sessions').set(auth(user)).send(body);
  const list = async (user: TestUser, type?: string): Promise<SessionSummary[]> =>
    (
      await t.http
        .get('/api/sessions')
        .query(type ? { type } : {})
        .set(auth(user))
        .expect(200)
    ).body as SessionSummary[];
  const detail = (user: TestUser, id: string) => t.http.get(`/api/sessions/${id}`).set(auth(user));

  describe('drill sessions', () => {
    let first: string;
    let second: string;

    it('creates a drill session and answers with its id', async () => {
      first = await createDrillSession(t.http, alice, { topic: 'JavaScript interviews' });
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("lists the caller's drill sessions newest first, with the list's fields", async () => {
      second = await createDrillSession(t.http, alice, { topic: 'System design' });
      const sessions = await list(alice, 'Drill');
      expect(sessions.map((s) => s.topic)).toEqual(['System design', 'JavaScript interviews']);
      expect(sessions[0]).toEqual({
        id: second,
        topic: 'System design',
        context: '',
        session_type: 'Drill',
        created_at: expect.any(String),
      });
      expect(Date.parse(sessions[0].created_at)).toBeGreaterThanOrEqual(Date.parse(sessions[1].created_at));
    });

    it('lists drill sessions when no type is given', async () => {
      expect((await list(alice)).map((s) => s.id)).toEqual([second, first]);
    });

    it('stores a focus-mode topic and context as sent', async () => {
      const id = await createDrillSession(t.http, alice, { topic: 'Focused Session [Focus Mode]', context: 'Senior engineer at Acme, Kubernetes migrations' });
      const res = await detail(alice, id).expect(200);
      expect(res.body).toMatchObject({
        id,
        topic: 'Focused Session [Focus Mode]',
        context: 'Senior engineer at Acme, Kubernetes migrations',
        session_type: 'Drill',
        drills: [],
        qas: [],
      });
    });

    it('shows a session with its drills, oldest first', async () => {
      const q1 = await createDrill(t.http, alice, first);
      const q2 = await createDrill(t.http, alice, first);
      const body = (await detail(alice, first).expect(200)).body as SessionDetail;
      expect(body.topic).toBe('JavaScript interviews');
      expect(body.drills.map((d) => d._id)).toEqual([q1.drill_id, q2.drill_id]);
      expect(body.drills[0]).toEqual({ _id: q1.drill_id, question: q1.question, ...UNANSWERED_DRILL });
    });

    it('shows each drill as the contract has it: attempt_of only on a later attempt, delivery only when measured', async () => {
      const sessionId = await createDrillSession(t.http, alice, { topic: 'Delivery' });
      const question = await createDrill(t.http, alice, sessionId);
      const spoken = {
        drill_id: question.drill_id,
        answer: 'Um I led the team and we shipped early',
        delivery: { duration_ms: 6_000, result_times_ms: [2_000, 5_000] },
      };
      const rated = (await t.http.post('/api/feedback').set(auth(alice)).send(spoken).expect(200)).body as FeedbackResponse;
      const again = (await t.http.post('/api/feedback').set(auth(alice)).send({ drill_id: question.drill_id, answer: 'Typed this time.' }).expect(200))
        .body as FeedbackResponse;

      const body = (await detail(alice, sessionId).expect(200)).body as SessionDetail;
      expect(SessionDetail.safeParse(body).success).toBe(true);
      const [first, attempt] = body.drills;
      expect(first).toEqual({
        _id: question.drill_id,
        question: question.question,
        answer: spoken.answer,
        feedback: rated.feedback,
        rating: rated.rating,
        rating_explanation: rated.rating_explanation,
        example_answer: rated.example_answer,
        framework: rated.framework,
        timestamp: rated.timestamp,
        delivery: rated.delivery,
      });
      expect(first).not.toHaveProperty('attempt_of');
      expect(first.delivery).toMatchObject({ word_count: 9, filler_count: 1, fillers: ['um'] });
      expect(attempt).toMatchObject({ question: question.question, answer: 'Typed this time.', rating: again.rating, attempt_of: question.drill_id });
      expect(attempt).not.toHaveProperty('delivery');
    });

    it('keeps other users out of the list', async () => {
      expect(await list(bob, 'Drill')).toEqual([]);
    });
  });

  describe('meeting sessions', () => {
    it('creates a meeting session titled "Untitled Meeting" when no title is given', async () => {
      const res = await create(alice, { context: 'Quarterly planning: budget and hiring', title: '' }).expect(201);
      const id = (res.body as CreateSessionResponse).session_id;
      const meetings = await list(alice, 'Meeting');
      expect(meetings).toEqual([
        { id, topic: 'Untitled Meeting', context: 'Quarterly planning: budget and hiring', session_type: 'Meeting', created_at: expect.any(String) },
      ]);
      // Meetings never show up in the drill history.
      expect((await list(alice, 'Drill')).some((s) => s.id === id)).toBe(false);
    });

    it('uses the title as the topic', async () => {
      await create(alice, { context: 'Sprint review', title: 'Team sync', session_type: 'Meeting' }).expect(201);
      expect((await list(alice, 'Meeting'))[0].topic).toBe('Team sync');
    });
  });

  describe('validation', () => {
    it('names the missing field', async () => {
      const noTopic = await create(alice, { topic: '   ', context: '', focusMode: false, session_type: 'Drill' }).expect(400);
      expect(noTopic.body).toEqual({ error: expect.stringMatching(/topic/i), code: 'INVALID_INPUT', statusCode: 400 });
      const noContext = await create(alice, { title: 'Standup' }).expect(400);
      expect(noContext.body).toEqual({ error: expect.stringMatching(/context/i), code: 'INVALID_INPUT', statusCode: 400 });
      const badType = await create(alice, { topic: 'x', session_type: 'Lecture' }).expect(400);
      expect(badType.body).toEqual({ error: expect.stringContaining('session_type'), code: 'INVALID_INPUT', statusCode: 400 });
      const badFocus = await create(alice, { topic: 'x', session_type: 'Drill', focusMode: 'yes' }).expect(400);
      expect(badFocus.body.error).toContain('focusMode');
    });

    it('refuses an unknown list type with 400', async () => {
      const res = await t.http.get('/api/sessions?type=Lecture').set(auth(alice)).expect(400);
      expect(res.body).toEqual({ error: expect.stringContaining('type'), code: 'INVALID_INPUT', statusCode: 400 });
    });

    it('answers a non-UUID session id with 400, never 500', async () => {
      for (const res of [await detail(alice, 'not-a-uuid'), await t.http.delete('/api/sessions/12345').set(auth(alice))]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: expect.any(String), code: 'INVALID_INPUT', statusCode: 400 });
      }
    });

    it('needs a token', async () => {
      await t.http.get('/api/sessions').expect(401);
      await t.http.post('/api/sessions').send({ topic: 'x', session_type: 'Drill' }).expect(401);
    });
  });

  describe('ownership', () => {
    it('answers 404 "Session not found" to anyone but the owner, and changes nothing', async () => {
      const id = await createDrillSession(t.http, alice, { topic: 'Private topic' });
      for (const res of [await detail(bob, id), await t.http.delete(`/api/sessions/${id}`).set(auth(bob))]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'Session not found', code: 'SESSION_NOT_FOUND', statusCode: 404 });
      }
      await detail(alice, id).expect(200);
    });

    it('answers 404 for a session that does not exist', async () => {
      const res = await detail(alice, '00000000-0000-4000-8000-000000000000').expect(404);
      expect(res.body).toEqual({ error: 'Session not found', code: 'SESSION_NOT_FOUND', statusCode: 404 });
    });
  });

  describe('delete', () => {
    it('removes the session and its drills', async () => {
      const id = await createDrillSession(t.http, alice, { topic: 'Short-lived' });
      await createDrill(t.http, alice, id);
      await createDrill(t.http, alice, id);
      const db = t.app.get(DataSource);
      const drillsOf = async () => Number((await db.query('SELECT count(*) AS n FROM drills WHERE session_id = $1', [id]))[0].n);
      expect(await drillsOf()).toBe(2);

      const res = await t.http.delete(`/api/sessions/${id}`).set(auth(alice)).expect(200);
      expect(res.body).toEqual({ ok: true });

      expect((await detail(alice, id).expect(404)).body).toEqual({ error: 'Session not found', code: 'SESSION_NOT_FOUND', statusCode: 404 });
      expect((await list(alice)).some((s) => s.id === id)).toBe(false);
      expect(await drillsOf()).toBe(0);
      // Deleting twice is "not found", not a silent success.
      await t.http.delete(`/api/sessions/${id}`).set(auth(alice)).expect(404);
    });
  });

  it('documents every session, drill and meeting route in the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/sessions'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/sessions/{id}'] ?? {}).sort()).toEqual(['delete', 'get']);
    for (const path of ['/api/sessions/next-question', '/api/sessions/next-focus-question', '/api/question-tips', '/api/feedback', '/api/meeting/answer']) {
      expect(doc.paths[path]).toHaveProperty('post');
    }
    // Each route's zod schema, named once on the route, is its documented body, answer and query.
    const create = doc.paths['/api/sessions']?.post as { requestBody: unknown; responses: Record<string, unknown> };
    expect(create.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { oneOf: [{ properties: { topic: {} } }, { properties: { context: {}, title: {} } }] } } },
    });
    expect(create.responses['201']).toMatchObject({ content: { 'application/json': { schema: { properties: { session_id: {} } } } } });
    const list = doc.paths['/api/sessions']?.get as { parameters: unknown[] };
    expect(list.parameters).toEqual([
      expect.objectContaining({ name: 'limit', in: 'query', required: false, schema: expect.objectContaining({ minimum: 1, maximum: 100, default: 50 }) }),
      expect.objectContaining({ name: 'cursor', in: 'query', required: false }),
      expect.objectContaining({ name: 'type', in: 'query', required: false, schema: expect.objectContaining({ enum: ['Drill', 'Meeting'] }) }),
    ]);
  });

  describe('a long history', () => {
    /**
     * Counts the SQL statements the API runs while `work` runs: TypeORM's (its logger) and the
     * repositories' hand-written ones (database/sql-statements.ts).
     */
    async function countQueries(work: () => Promise<unknown>): Promise<string[]> {
      const db = t.app.get(DataSource);
      const logger = db.logger;
      const sql = t.app.get(SqlStatements);
      const originalLog = logger.logQuery.bind(logger);
      const originalRows = sql.rows;
      const statements: string[] = [];
      logger.logQuery = (query: string, parameters?: unknown[], runner?: QueryRunner) => {
        statements.push(query.trim().slice(0, 60));
        return originalLog(query, parameters, runner);
      };
      sql.rows = function (this: SqlStatements, statement: SqlStatement, ...rest: [unknown[], EntityManager?]) {
        statements.push(statement.name ?? statement.text.trim().slice(0, 60));
        return originalRows.call(this, statement, ...rest);
      } as SqlStatements['rows'];
      try {
        await work();
      } finally {
        logger.logQuery = originalLog;
        sql.rows = originalRows;
      }
      // The statements themselves, so a failure names the one that was added.
      return statements;
    }

    it('lists a page of 200 sessions with drills in the same number of queries as one session', async () => {
      const carol = await registerUser(t.http);
      await createDrillSession(t.http, carol, { topic: 'The only one' });
      const withOne = await countQueries(() => list(carol));

      const db = t.app.get(DataSource);
      await db.query(
        `INSERT INTO sessions (user_id, session_type, topic, context, created_at)
         SELECT $1, 'Drill', 'Topic ' || n, '', now() - n * interval '1 minute' FROM generate_series(1, 200) AS n`,
        [carol.id],
      );
      await db.query(
        `INSERT INTO drills (session_id, user_id, question, answer, rating, answered_at)
         SELECT s.id, s.user_id, 'Question ' || q, 'An answer', 4, now() FROM sessions s, generate_series(1, 3) AS q
         WHERE s.user_id = $1`,
        [carol.id],
      );

      let sessions: SessionSummary[] = [];
      const withMany = await countQueries(async () => {
        sessions = await list(carol);
      });

      // The first page (50 by default; paging.e2e-spec.ts walks the rest).
      expect(sessions).toHaveLength(50);
      expect(sessions.slice(0, 3).map((s) => s.topic)).toEqual(['The only one', 'Topic 1', 'Topic 2']);
      expect(sessions.at(-1)?.topic).toBe('Topic 49');
      expect(withOne.length).toBeGreaterThan(0);
      expect(withMany).toEqual(withOne);
    });

    it('has the index the list query needs', async () => {
      const db = t.app.get(DataSource);
      const rows = (await db.query(`SELECT indexdef FROM pg_indexes WHERE tablename = 'sessions'`)) as { indexdef: string }[];
      expect(rows.map((r) => r.indexdef)).toContainEqual(expect.stringMatching(/\(user_id, session_type, created_at DESC, id DESC\)/));
    });
  });
});
