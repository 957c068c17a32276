import type { DashboardStats, FeedbackResponse, NextQuestionResponse, SessionDetail } from '@speakwell/contracts';
import { auth, createDrillSession, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Answering a question again (offline AI)', () => {
  const { t, alice } = setupTestApp({ users: ['alice'] });

  const askNext = async (user: TestUser, sessionId: string) =>
    (await t.http.post('/api/sessions/next-question').set(auth(user)).send({ session_id: sessionId, context: '' }).expect(201)).body as NextQuestionResponse;
  const answer = async (user: TestUser, drillId: string, text: string) =>
    (await t.http.post('/api/feedback').set(auth(user)).send({ drill_id: drillId, answer: text }).expect(200)).body as FeedbackResponse;
  const detail = async (user: TestUser, sessionId: string) =>
    (await t.http.get(`/api/sessions/${sessionId}`).set(auth(user)).expect(200)).body as SessionDetail;
  const dashboard = async (user: TestUser) => (await t.http.get('/api/dashboard-stats').set(auth(user)).expect(200)).body as DashboardStats;

  it('keeps every attempt as its own drill, under its question in the order given, and counts each one', async () => {
    const before = await dashboard(alice);
    const sessionId = await createDrillSession(t.http, alice, { topic: 'Negotiation' });
    const first = await askNext(alice, sessionId);
    const ratings = [(await answer(alice, first.drill_id, 'Um, yes.')).rating];
    ratings.push((await answer(alice, first.drill_id, 'I would anchor high, then trade concessions for value, and close on a clear next step.')).rating);
    const second = await askNext(alice, sessionId);
    ratings.push((await answer(alice, second.drill_id, 'I would ask about their budget first.')).rating);

    const { drills } = await detail(alice, sessionId);
    expect(drills.map((drill) => [drill.question, drill.answer, drill.attempt_of])).toEqual([
      [first.question, 'Um, yes.', undefined],
      [first.question, 'I would anchor high, then trade concessions for value, and close on a clear next step.', first.drill_id],
      [second.question, 'I would ask about their budget first.', undefined],
    ]);
    expect(drills.map((drill) => drill.rating)).toEqual(ratings);
    expect(drills[1]._id).not.toBe(first.drill_id);

    const after = await dashboard(alice);
    expect(after.total_drills - before.total_drills).toBe(3);
  });

  it('an answer to a later attempt joins the same question; a new question never repeats an answered one', async () => {
    const sessionId = await createDrillSession(t.http, alice, { topic: 'Code reviews' });
    const first = await askNext(alice, sessionId);
    await answer(alice, first.drill_id, 'First try.');
    await answer(alice, first.drill_id, 'Second try.');
    const attemptId = (await detail(alice, sessionId)).drills[1]._id;
    await answer(alice, attemptId, 'Third try, answering from the attempt.');
    const { drills } = await detail(alice, sessionId);
    expect(drills.map((drill) => drill.attempt_of ?? drill._id)).toEqual([first.drill_id, first.drill_id, first.drill_id]);
    const next = await askNext(alice, sessionId);
    expect(next.question).not.toBe(first.question);
  });

  it('two answers sent at once to an unanswered question are both kept', async () => {
    const sessionId = await createDrillSession(t.http, alice, { topic: 'Standups' });
    const { drill_id } = await askNext(alice, sessionId);
    await Promise.all([answer(alice, drill_id, 'Answer from one tab.'), answer(alice, drill_id, 'Answer from another tab.')]);
    const answers = (await detail(alice, sessionId)).drills.map((drill) => drill.answer).sort();
    expect(answers).toEqual(['Answer from another tab.', 'Answer from one tab.']);
  });
});
