import type { ScriptAnalysis, ScriptHistoryEntry } from '@speakwell/contracts';
import { setupTestApp } from './support/test-setup.js';
import { registerUser, type TestUser } from './support/factories.js';

// A shadowing run's delivery: the same metrics as a drill answer (libs/words), from the run's
// recognition timing, stored with the run and shown in the script's history.
describe('Delivery metrics with a shadowing run (offline AI)', () => {
  const { t } = setupTestApp();
  let reader: TestUser;
  let scriptId: string;
  const bearer = () => ({ Authorization: `Bearer ${reader.token}` });

  // 11 words, the last heard 6 s in, the longest silence 2.5 s: 110 words/min, one filler, one hedge.
  const SCRIPT = 'Good morning everyone, I think we can ship the release this week.';
  const SPOKEN = 'good morning everyone um I think we can ship the release';
  const TIMING = { duration_ms: 8_000, result_times_ms: [500, 1500, 4000, 5000, 6000] };
  const EXPECTED = {
    words_per_minute: 110,
    word_count: 11,
    filler_count: 1,
    fillers_per_100_words: 9.1,
    fillers: ['um'],
    hedge_count: 1,
    hedges: ['I think'],
    longest_pause_seconds: 2.5,
    duration_seconds: 8,
  };

  beforeAll(async () => {
    reader = await registerUser(t.http);
    const created = await t.http.post('/api/scripts').set(bearer()).send({ title: 'Stand-up', content: SCRIPT }).expect(201);
    scriptId = (created.body as { id: string }).id;
  });

  const analyze = (body: Record<string, unknown>) =>
    t.http
      .post('/api/scripts/analyze')
      .set(bearer())
      .send({ script_id: scriptId, script_content: SCRIPT, spoken_text: SPOKEN, ...body });
  const history = async () => (await t.http.get(`/api/scripts/${scriptId}/history`).set(bearer()).expect(200)).body as ScriptHistoryEntry[];

  it('computes the run delivery from its timing, answers it and keeps it in the history', async () => {
    const result = (await analyze({ delivery: TIMING }).expect(200)).body as ScriptAnalysis;
    expect(result.delivery).toEqual(EXPECTED);
    expect(result.words_matched).toBe(10);
    const [newest] = await history();
    expect(newest.delivery).toEqual(EXPECTED);
  });

  it('keeps the analysis as specified without timing: no delivery field, in the answer or the history', async () => {
    const result = (await analyze({}).expect(200)).body as ScriptAnalysis;
    expect('delivery' in result).toBe(false);
    const [newest] = await history();
    expect('delivery' in newest).toBe(false);
  });

  it.each([
    [{ duration_ms: -5, result_times_ms: [] }, 'delivery.duration_ms must be between 0 and 3600000'],
    [{ duration_ms: 5000, result_times_ms: [1, 'later'] }, 'delivery.result_times_ms must be a number of milliseconds'],
    [[1, 2], 'delivery must be an object with duration_ms and result_times_ms'],
  ])('refuses delivery %j with a clear 400 and stores no run', async (delivery, error) => {
    const before = (await history()).length;
    const res = await analyze({ delivery }).expect(400);
    expect((res.body as { error: string }).error.toLowerCase()).toContain(error.toLowerCase());
    expect(await history()).toHaveLength(before);
  });
});
