import type { FeedbackResponse, NextQuestionResponse, SessionDetail, TipsResponse } from '@speakwell/contracts';
import { auth, createDrillSession, createMeetingSession, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Drills API (offline AI)', () => {
  const { t, alice, bob } = setupTestApp({ users: ['alice', 'bob'] });

  const askNext = (user: TestUser, sessionId: string, context: string | null = '') =>
    t.http.post('/api/sessions/next-question').set(auth(user)).send({ session_id: sessionId, context });
  const askFocus = (user: TestUser, sessionId: string, context: string | null = '') =>
    t.http.post('/api/sessions/next-focus-question').set(auth(user)).send({ session_id: sessionId, context });
  const tips = (user: TestUser, drillId: unknown) => t.http.post('/api/question-tips').set(auth(user)).send({ drill_id: drillId });
  const feedback = (user: TestUser, drillId: unknown, answer: unknown) => t.http.post('/api/feedback').set(auth(user)).send({ drill_id: drillId, answer });
  const detail = async (user: TestUser, sessionId: string): Promise<SessionDetail> =>
    (await t.http.get(`/api/sessions/${sessionId}`).set(auth(user)).expect(200)).body as SessionDetail;

  describe('next question', () => {
    let sessionId: string;

    beforeAll(async () => {
      sessionId = await createDrillSession(t.http, alice, { topic: 'JavaScript interviews' });
    });

    it('answers a question and the id of the new drill', async () => {
      const res = await askNext(alice, sessionId).expect(201);
      const body = res.body as NextQuestionResponse;
      expect(body).toEqual({ question: expect.any(String), drill_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(body.question.trim().length).toBeGreaterThan(10);
      expect((await detail(alice, sessionId)).drills.map((d) => [d._id, d.question])).toEqual([[body.drill_id, body.question]]);
    });

    it('does not repeat a question within the session', async () => {
      for (let i = 0; i < 5; i += 1) await askNext(alice, sessionId).expect(201);
      const questions = (await detail(alice, sessionId)).drills.map((d) => d.question);
      expect(questions).toHaveLength(6);
      expect(new Set(questions).size).toBe(6);
    });

    it('gives the AI the topic without the Focus Mode marker', async () => {
      const marked = await createDrillSession(t.http, alice, { topic: 'Quokka husbandry [Focus Mode]' });
      const { question } = (await askNext(alice, marked).expect(201)).body as NextQuestionResponse;
      expect(question).toContain('Quokka husbandry');
      expect(question).not.toMatch(/focus mode/i);
    });
  });

  describe('focus question', () => {
    const resume = 'Led the migration of payment services to Kubernetes at Globex; mentored five engineers.';

    it('grounds the question in the context sent with the call', async () => {
      const sessionId = await createDrillSession(t.http, alice, { topic: 'Focused Session [Focus Mode]', context: resume });
      const res = await askFocus(alice, sessionId, resume).expect(201);
      const { question, drill_id } = res.body as NextQuestionResponse;
      expect(question).toMatch(/kubernetes|globex|payment|migration|mentor/i);
      expect((await detail(alice, sessionId)).drills.map((d) => d._id)).toEqual([drill_id]);
    });

    it('falls back to the context stored on the session', async () => {
      const sessionId = await createDrillSession(t.http, alice, { topic: 'Focused Session [Focus Mode]', context: resume });
      const { question } = (await askFocus(alice, sessionId, '  ').expect(201)).body as NextQuestionResponse;
      expect(question).toMatch(/kubernetes|globex|payment|migration|mentor/i);
    });

    it('does not repeat a question within the session', async () => {
      const sessionId = await createDrillSession(t.http, alice, { topic: 'Focused Session [Focus Mode]', context: resume });
      for (let i = 0; i < 4; i += 1) await askFocus(alice, sessionId).expect(201);
      const questions = (await detail(alice, sessionId)).drills.map((d) => d.question);
      expect(new Set(questions).size).toBe(4);
    });

    it('refuses with 400 when there is no context at all, and creates no drill', async () => {
      const sessionId = await createDrillSession(t.http, alice, { topic: 'Plain topic' });
      const res = await askFocus(alice, sessionId, '').expect(400);
      expect(res.body).toEqual({ error: expect.stringMatching(/context/i), code: 'DRILL_FOCUS_CONTEXT_MISSING', statusCode: 400 });
      expect((await detail(alice, sessionId)).drills).toEqual([]);
    });
  });

  describe('tips and feedback', () => {
    let sessionId: string;
    let drillId: string;
    let question: string;

    beforeAll(async () => {
      sessionId = await createDrillSession(t.http, alice, { topic: 'Behavioural interviews' });
      ({ drill_id: drillId, question } = (await askNext(alice, sessionId).expect(201)).body as NextQuestionResponse);
    });

    it('gives tips for the question', async () => {
      const res = await tips(alice, drillId).expect(200);
      expect(res.body).toEqual({ tips: expect.any(String) });
      expect((res.body as TipsResponse).tips.trim().length).toBeGreaterThan(20);
    });

    it('rates the answer and keeps everything on the drill', async () => {
      const answer =
        'In my last role our release process kept failing. My task was to make deployments reliable. ' +
        'I introduced automated tests and a staged rollout, and I paired with each team to adopt it. ' +
        'As a result, failed releases dropped by eighty percent within two months.';
      const res = await feedback(alice, drillId, `  ${answer}  `).expect(200);
      const body = res.body as FeedbackResponse;
      expect(body).toEqual({
        feedback: expect.any(String),
        rating: expect.any(Number),
        rating_explanation: expect.any(String),
        example_answer: expect.any(String),
        framework: body.framework === null ? null : expect.any(String),
        timestamp: expect.any(String),
      });
      expect(body.rating).toBeGreaterThanOrEqual(1);
      expect(body.rating).toBeLessThanOrEqual(5);
      expect(Math.round(body.rating * 10) / 10).toBe(body.rating);

      const [drill] = (await detail(alice, sessionId)).drills;
      expect(drill).toEqual({
        _id: drillId,
        question,
        answer,
        feedback: body.feedback,
        rating: body.rating,
        rating_explanation: body.rating_explanation,
        example_answer: body.example_answer,
        framework: body.framework,
        timestamp: body.timestamp,
      });
    });

    it('refuses a blank or missing answer with 400 and keeps the drill as it was', async () => {
      const { drill_id } = (await askNext(alice, sessionId).expect(201)).body as NextQuestionResponse;
      for (const answer of ['', '   \n ', undefined]) {
        const res = await feedback(alice, drill_id, answer).expect(400);
        expect(res.body).toEqual({ error: expect.stringMatching(/answer/i), code: 'INVALID_INPUT', statusCode: 400 });
      }
      const drill = (await detail(alice, sessionId)).drills.find((d) => d._id === drill_id);
      expect(drill).toMatchObject({ answer: null, feedback: null, rating: null, timestamp: null });
    });

    it('keeps no partial feedback when the AI refuses the answer', async () => {
      const { drill_id } = (await askNext(alice, sessionId).expect(201)).body as NextQuestionResponse;
      const tooLongForTheAi = 'word '.repeat(3_000);
      const res = await feedback(alice, drill_id, tooLongForTheAi);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'INVALID_INPUT', statusCode: res.status });
      const drill = (await detail(alice, sessionId)).drills.find((d) => d._id === drill_id);
      expect(drill).toMatchObject({ answer: null, feedback: null, rating: null, framework: null, timestamp: null });
    });
  });

  describe('ownership and ids', () => {
    let sessionId: string;
    let drillId: string;

    beforeAll(async () => {
      sessionId = await createDrillSession(t.http, alice, { topic: 'Alice only', context: 'Alice private context' });
      ({ drill_id: drillId } = (await askNext(alice, sessionId).expect(201)).body as NextQuestionResponse);
    });

    it('answers "Session not found" to another user asking for questions', async () => {
      for (const res of [await askNext(bob, sessionId), await askFocus(bob, sessionId, 'some context')]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'Session not found', code: 'SESSION_NOT_FOUND', statusCode: 404 });
      }
      expect((await detail(alice, sessionId)).drills).toHaveLength(1);
    });

    it('answers "Drill not found" to another user asking for tips or feedback, and changes nothing', async () => {
      for (const res of [await tips(bob, drillId), await feedback(bob, drillId, 'My answer')]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'Drill not found', code: 'DRILL_NOT_FOUND', statusCode: 404 });
      }
      expect((await detail(alice, sessionId)).drills[0]).toMatchObject({ answer: null, feedback: null });
    });

    it('answers 404 for ids that do not exist', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      expect((await askNext(alice, missing).expect(404)).body.error).toBe('Session not found');
      expect((await tips(alice, missing).expect(404)).body.error).toBe('Drill not found');
      expect((await feedback(alice, missing, 'An answer').expect(404)).body.error).toBe('Drill not found');
    });

    it('answers 400 naming the field for ids that are not UUIDs', async () => {
      const cases = [
        [await askNext(alice, 'abc'), 'session_id'],
        [await askFocus(alice, '1; DROP TABLE sessions', 'ctx'), 'session_id'],
        [await tips(alice, 42), 'drill_id'],
        [await feedback(alice, 'not-a-uuid', 'An answer'), 'drill_id'],
      ] as const;
      for (const [res, field] of cases) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: expect.stringContaining(field), code: 'INVALID_INPUT', statusCode: 400 });
      }
    });

    it('does not drill on a meeting session', async () => {
      const meetingId = await createMeetingSession(t.http, alice, { context: 'Board meeting', title: 'Board' });
      const res = await askNext(alice, meetingId).expect(404);
      expect(res.body).toEqual({ error: 'Session not found', code: 'SESSION_NOT_FOUND', statusCode: 404 });
    });
  });
});
