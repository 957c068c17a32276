import type { DashboardStats, FeedbackResponse, SessionDetail } from '@speakwell/contracts';
import { auth, createDrill, createDrillSession } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Delivery metrics with an answer (offline AI)', () => {
  const { t, alice } = setupTestApp({ users: ['alice'] });
  let sessionId: string;

  beforeAll(async () => {
    sessionId = await createDrillSession(t.http, alice, { topic: 'Leadership' });
  });

  async function newDrill(): Promise<string> {
    return (await createDrill(t.http, alice, sessionId)).drill_id;
  }
  const feedback = (body: Record<string, unknown>) => t.http.post('/api/feedback').set(auth(alice)).send(body);
  const detail = async (): Promise<SessionDetail> => (await t.http.get(`/api/sessions/${sessionId}`).set(auth(alice)).expect(200)).body as SessionDetail;

  // 14 words, the last heard 6 s in, a 3 s silence between results: 140 words/min.
  const answer = 'Um so I led the team and uh we shipped maybe two weeks early';
  const timing = { duration_ms: 10_000, result_times_ms: [1000, 2000, 5000, 6000] };
  const expected = {
    words_per_minute: 140,
    word_count: 14,
    filler_count: 2,
    fillers_per_100_words: 14.3,
    fillers: ['um', 'uh'],
    hedge_count: 1,
    hedges: ['maybe'],
    longest_pause_seconds: 3,
    duration_seconds: 10,
  };

  it('computes the metrics from the timing, answers them and stores them with the drill', async () => {
    const drillId = await newDrill();
    const res = await feedback({ drill_id: drillId, answer, delivery: timing }).expect(200);
    const body = res.body as FeedbackResponse;
    expect(body.feedback.length).toBeGreaterThan(0);
    expect(body.delivery).toEqual(expected);
    const drill = (await detail()).drills.find((d) => d._id === drillId);
    expect(drill?.delivery).toEqual(expected);
  });

  it('keeps POST /api/feedback as specified without timing: no delivery field', async () => {
    const drillId = await newDrill();
    const body = (await feedback({ drill_id: drillId, answer }).expect(200)).body as FeedbackResponse;
    expect(Object.keys(body).sort()).toEqual(['example_answer', 'feedback', 'framework', 'rating', 'rating_explanation', 'timestamp']);
    const drill = (await detail()).drills.find((d) => d._id === drillId);
    expect(drill && 'delivery' in drill).toBe(false);
  });

  it.each([
    [{ duration_ms: -1, result_times_ms: [] }, 'delivery.duration_ms must be between 0 and 3600000'],
    [{ duration_ms: 1.5, result_times_ms: [] }, 'delivery.duration_ms must be a whole number of milliseconds'],
    [{ duration_ms: 5000, result_times_ms: [4_000_000] }, 'delivery.result_times_ms must be between 0 and 3600000'],
    [{ duration_ms: 5000, result_times_ms: 'soon' }, 'delivery.result_times_ms must be a list of milliseconds'],
    ['fast', 'delivery must be an object with duration_ms and result_times_ms'],
  ])('refuses delivery %j with a clear 400 and stores nothing', async (delivery, error) => {
    const drillId = await newDrill();
    const res = await feedback({ drill_id: drillId, answer, delivery }).expect(400);
    expect((res.body as { error: string }).error.toLowerCase()).toContain(error.toLowerCase());
    const drill = (await detail()).drills.find((d) => d._id === drillId);
    expect(drill?.answer).toBeNull();
  });

  it('shows pace and fillers of the last 30 days on the dashboard', async () => {
    const stats = (await t.http.get('/api/dashboard-stats').set(auth(alice)).expect(200)).body as DashboardStats;
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.delivery_trend).toEqual([{ date: today, words_per_minute: 140, fillers_per_100_words: 14.3, answers: 1 }]);
  });
});
