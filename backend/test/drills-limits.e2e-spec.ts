import type { NextQuestionResponse, SessionDetail } from '@speakwell/contracts';
import { DataSource } from 'typeorm';
import { auth, createDrillSession, createMeetingSession, UNANSWERED_DRILL } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('AI calls are rate limited per user', () => {
  const { t, alice, bob } = setupTestApp({
    config: { rateLimits: { auth: { points: 1000, windowSeconds: 60 }, ai: { points: 3, windowSeconds: 60 } } },
    users: ['alice', 'bob'],
  });

  it('answers 429 with an error once the user has spent the AI budget, across AI endpoints', async () => {
    const sessionId = await createDrillSession(t.http, alice);
    const { drill_id } = (await t.http.post('/api/sessions/next-question').set(auth(alice)).send({ session_id: sessionId }).expect(201))
      .body as NextQuestionResponse;
    await t.http.post('/api/question-tips').set(auth(alice)).send({ drill_id }).expect(200);
    await t.http.post('/api/feedback').set(auth(alice)).send({ drill_id, answer: 'I would listen first, then decide.' }).expect(200);

    const meetingId = await createMeetingSession(t.http, alice, { context: 'Standup', title: 'Daily' });
    const refused = [
      await t.http.post('/api/sessions/next-question').set(auth(alice)).send({ session_id: sessionId }),
      await t.http.post('/api/sessions/next-focus-question').set(auth(alice)).send({ session_id: sessionId, context: 'A resume' }),
      await t.http.post('/api/question-tips').set(auth(alice)).send({ drill_id }),
      await t.http.post('/api/feedback').set(auth(alice)).send({ drill_id, answer: 'Again' }),
      await t.http.post('/api/meeting/answer').set(auth(alice)).send({ context: 'Standup', question: 'Any blockers?', session_id: meetingId }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ error: expect.any(String), code: 'TOO_MANY_ATTEMPTS', statusCode: 429 });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A refused call asks nothing and stores nothing.
    const detail = (await t.http.get(`/api/sessions/${sessionId}`).set(auth(alice)).expect(200)).body as SessionDetail;
    expect(detail.drills).toHaveLength(1);
    expect(detail.drills[0].answer).toBe('I would listen first, then decide.');
  });

  it('counts each user on their own, and leaves the non-AI calls alone', async () => {
    const sessionId = await createDrillSession(t.http, bob);
    await t.http.post('/api/sessions/next-question').set(auth(bob)).send({ session_id: sessionId }).expect(201);
    await t.http.get('/api/sessions').set(auth(alice)).expect(200);
  });
});

describe('when the AI provider is down', () => {
  // Nothing listens on this port (the range is reserved for this work), so every AI call fails to connect.
  const { t, alice } = setupTestApp({
    config: { ai: { provider: 'openai', apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:3599/v1', model: 'test-model', timeoutMs: 2_000 } },
    users: ['alice'],
  });

  it('answers the AI error for a question and creates no drill', async () => {
    const sessionId = await createDrillSession(t.http, alice);
    const res = await t.http.post('/api/sessions/next-question').set(auth(alice)).send({ session_id: sessionId, context: '' });
    expect([502, 503]).toContain(res.status);
    expect(res.body).toEqual({ error: expect.any(String), code: expect.stringMatching(/^AI_PROVIDER_[A-Z]+$/), statusCode: res.status });
    expect(((await t.http.get(`/api/sessions/${sessionId}`).set(auth(alice)).expect(200)).body as SessionDetail).drills).toEqual([]);
  });

  it('answers the AI error for feedback and leaves the drill without any feedback', async () => {
    const sessionId = await createDrillSession(t.http, alice);
    const db = t.app.get(DataSource);
    const [{ id: drillId }] = (await db.query(`INSERT INTO drills (session_id, user_id, question) VALUES ($1, $2, $3) RETURNING id`, [
      sessionId,
      alice.id,
      'Tell me about a time you disagreed with your manager.',
    ])) as { id: string }[];

    const res = await t.http.post('/api/feedback').set(auth(alice)).send({ drill_id: drillId, answer: 'I raised it in our one-on-one.' });
    expect([502, 503]).toContain(res.status);
    expect(res.body).toEqual({ error: expect.any(String), code: expect.stringMatching(/^AI_PROVIDER_[A-Z]+$/), statusCode: res.status });

    const [drill] = ((await t.http.get(`/api/sessions/${sessionId}`).set(auth(alice)).expect(200)).body as SessionDetail).drills;
    expect(drill).toMatchObject({ _id: drillId, ...UNANSWERED_DRILL });
  });

  it('answers the AI error for a meeting answer and stores no Q&A pair', async () => {
    const sessionId = await createMeetingSession(t.http, alice, { context: 'Budget review', title: 'Budget' });
    const res = await t.http
      .post('/api/meeting/answer')
      .set(auth(alice))
      .send({ context: 'Budget review', question: 'Are we on budget?', session_id: sessionId });
    expect([502, 503]).toContain(res.status);
    expect(res.body).toEqual({ error: expect.any(String), code: expect.stringMatching(/^AI_PROVIDER_[A-Z]+$/), statusCode: res.status });
    expect(((await t.http.get(`/api/sessions/${sessionId}`).set(auth(alice)).expect(200)).body as SessionDetail).qas).toEqual([]);
  });
});
