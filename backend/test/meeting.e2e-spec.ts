import type { MeetingAnswerResponse, SessionDetail } from '@speakwell/contracts';
import { auth, createDrillSession, createMeetingSession, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Meeting answer API (offline AI)', () => {
  const { t, alice, bob } = setupTestApp({ users: ['alice', 'bob'] });
  let meetingId: string;
  const context = 'Quarterly planning. We will hire two backend engineers and cut cloud costs by 15 percent.';

  beforeAll(async () => {
    meetingId = await createMeetingSession(t.http, alice, { context, title: 'Q3 planning' });
  });

  const answer = (user: TestUser, body: object) => t.http.post('/api/meeting/answer').set(auth(user)).send(body);
  const qasOf = async (sessionId: string) => ((await t.http.get(`/api/sessions/${sessionId}`).set(auth(alice)).expect(200)).body as SessionDetail).qas;

  it('answers the question and keeps the pair on the meeting session', async () => {
    const question = 'How many engineers are we hiring this quarter?';
    const res = await answer(alice, { context, question, session_id: meetingId }).expect(200);
    const body = res.body as MeetingAnswerResponse;
    expect(body).toEqual({ answer: expect.any(String) });
    expect(body.answer.trim().length).toBeGreaterThan(0);

    expect(await qasOf(meetingId)).toEqual([{ _id: expect.any(String), question, answer: body.answer, created_at: expect.any(String) }]);
  });

  it('lists the pairs oldest first, and the meeting detail has no drills', async () => {
    await answer(alice, { context, question: 'What about cloud costs?', session_id: meetingId }).expect(200);
    const res = await t.http.get(`/api/sessions/${meetingId}`).set(auth(alice)).expect(200);
    const detail = res.body as SessionDetail;
    expect(detail).toMatchObject({ id: meetingId, topic: 'Q3 planning', context, session_type: 'Meeting', drills: [] });
    expect(detail.qas.map((qa) => qa.question)).toEqual(['How many engineers are we hiring this quarter?', 'What about cloud costs?']);
  });

  it('answers "Session not found" to another user and stores nothing', async () => {
    const res = await answer(bob, { context, question: 'Anything?', session_id: meetingId }).expect(404);
    expect(res.body).toEqual({ error: 'Session not found', code: 'SESSION_NOT_FOUND', statusCode: 404 });
    expect(await qasOf(meetingId)).toHaveLength(2);
  });

  it('does not keep meeting answers on a drill session', async () => {
    const drillSessionId = await createDrillSession(t.http, alice, { topic: 'Drill' });
    const res = await answer(alice, { context, question: 'Anything?', session_id: drillSessionId }).expect(404);
    expect(res.body).toEqual({ error: 'Session not found', code: 'SESSION_NOT_FOUND', statusCode: 404 });
  });

  it('refuses blank context or question and a non-UUID session id with 400 naming the field', async () => {
    const cases = [
      [{ context: '  ', question: 'Q?', session_id: meetingId }, 'context'],
      [{ context, question: '', session_id: meetingId }, 'question'],
      [{ context, question: 'Q?', session_id: 'meeting-1' }, 'session_id'],
      [{ context, question: 'Q?' }, 'session_id'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await answer(alice, body).expect(400);
      expect(res.body).toEqual({ error: expect.stringMatching(new RegExp(field, 'i')), code: 'INVALID_INPUT', statusCode: 400 });
    }
    expect(await qasOf(meetingId)).toHaveLength(2);
  });

  it('deleting the meeting session removes its Q&A pairs', async () => {
    await t.http.delete(`/api/sessions/${meetingId}`).set(auth(alice)).expect(200);
    await t.http.get(`/api/sessions/${meetingId}`).set(auth(alice)).expect(404);
    const res = await answer(alice, { context, question: 'Still there?', session_id: meetingId }).expect(404);
    expect(res.body.error).toBe('Session not found');
  });
});
