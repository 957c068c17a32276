import type { CleanScriptResponse, ScriptAnalysis, ScriptHistoryEntry } from '@speakwell/contracts';
import { analyzeShadowingRun } from '@speakwell/words';
import { DataSource } from 'typeorm';
import { auth, createScript, type TestUser } from './support/factories.js';
import type { TestApp } from './support/test-app.js';
import { setupTestApp } from './support/test-setup.js';

async function historyOf(t: TestApp, user: TestUser, scriptId: string): Promise<ScriptHistoryEntry[]> {
  return (await t.http.get(`/api/scripts/${scriptId}/history`).set(auth(user)).expect(200)).body as ScriptHistoryEntry[];
}

const SCRIPT = 'The quick brown fox jumps over the lazy dog.';

describe('Scripts API: clean-up and shadowing analysis', () => {
  const { t, alice } = setupTestApp({ users: ['alice'] });

  const analyze = (scriptId: string, spoken: string, content = SCRIPT) =>
    t.http.post('/api/scripts/analyze').set(auth(alice)).send({ script_id: scriptId, script_content: content, spoken_text: spoken });

  it('cleans stage cues and speaker labels out of a script, keeping the words to read', async () => {
    const res = await t.http
      .post('/api/scripts/clean')
      .set(auth(alice))
      .send({ script_content: 'HOST: Welcome back everyone. [pause] Today we talk about focus. (laughs)\nGUEST: Thanks for having me.' })
      .expect(200);
    const { cleaned_content } = res.body as CleanScriptResponse;
    expect(cleaned_content).not.toMatch(/\[pause\]|\(laughs\)|HOST:|GUEST:/);
    expect(cleaned_content).toContain('Welcome back everyone.');
    expect(cleaned_content).toContain('Today we talk about focus.');
    expect(cleaned_content).toContain('Thanks for having me.');
  });

  it('refuses a clean-up without script_content, naming the field', async () => {
    const res = await t.http.post('/api/scripts/clean').set(auth(alice)).send({}).expect(400);
    expect(res.body).toEqual({ error: expect.stringContaining('script_content'), code: 'INVALID_INPUT', statusCode: 400 });
  });

  it('scores a perfect read at 100% with every word matched, and records it in the history', async () => {
    const scriptId = await createScript(t.http, alice, { content: SCRIPT });
    const transcript = 'the quick brown fox jumps over the lazy dog';
    const res = await analyze(scriptId, transcript).expect(200);
    const result = res.body as ScriptAnalysis;
    // The API counts exactly as the browser's shared analysis does (libs/words), plus its rating.
    expect(analyzeShadowingRun(SCRIPT, transcript).match_accuracy).toBe(100);
    expect(result).toEqual({ ...analyzeShadowingRun(SCRIPT, transcript), rating: expect.any(Number), analysis: expect.any(String) });
    expect(result.rating).toBeGreaterThanOrEqual(4);
    expect(result.rating).toBeLessThanOrEqual(5);
    expect(result.analysis.length).toBeGreaterThan(0);

    const history = await historyOf(t, alice, scriptId);
    expect(history).toEqual([{ _id: expect.any(String), timestamp: expect.any(String), match_accuracy: 100, suggestions: result.analysis }]);
    expect(Number.isNaN(Date.parse(history[0].timestamp))).toBe(false);
  });

  it('never counts numbers said as words as missed or added; lists words heard differently, a skipped sentence, and what was left unread', async () => {
    const content = 'We grew 40% in 3 years. I am sure of it. Our three teams shipped every week. Then we hired ten more people.';
    const scriptId = await createScript(t.http, alice, { content });
    const res = await analyze(scriptId, 'we grew forty percent in three years our tree teams shipped every week', content).expect(200);
    expect(res.body).toMatchObject({
      missed_words: ['three'],
      added_words: ['tree'],
      misheard_words: [{ word: 'three', heard: 'tree' }],
      skipped_sentences: ['I am sure of it.'],
      unread_words: 6,
      total_script_words: 23,
    });
    // Rated on the 17 words up to where the reading stopped: 11 of them read.
    expect((res.body as ScriptAnalysis).match_accuracy).toBe(64.7);
  });

  it('counts and lists missed and added words, stores the run, and lists the newest run first', async () => {
    const scriptId = await createScript(t.http, alice, { content: SCRIPT });
    await analyze(scriptId, SCRIPT).expect(200);
    // "brown" and "lazy" are skipped; "red" and "very" are said instead of nothing.
    const res = await analyze(scriptId, 'The quick red fox jumps over the very dog').expect(200);
    const result = res.body as ScriptAnalysis;
    expect(result).toMatchObject({
      words_matched: 7,
      total_script_words: 9,
      words_missed: 2,
      words_added: 2,
      missed_words: ['brown', 'lazy'],
      added_words: ['red', 'very'],
      match_accuracy: 77.8,
    });
    expect(result.rating).toBeLessThan(5);

    const history = await historyOf(t, alice, scriptId);
    expect(history.map((entry) => entry.match_accuracy)).toEqual([77.8, 100]);
    expect(history[0].suggestions).toBe(result.analysis);

    const [row] = (await t.app
      .get(DataSource)
      .query(
        `SELECT user_id, rating, words_matched, total_script_words, words_missed, words_added, spoken_word_count FROM script_practice_runs WHERE id = $1`,
        [history[0]._id],
      )) as Record<string, unknown>[];
    expect(row).toEqual({
      user_id: alice.id,
      rating: result.rating,
      words_matched: 7,
      total_script_words: 9,
      words_missed: 2,
      words_added: 2,
      spoken_word_count: 9,
    });
  });

  it('rates a run that matched almost nothing on the 1-5 scale, never 0/5', async () => {
    const scriptId = await createScript(t.http, alice, { content: SCRIPT });
    const res = await analyze(scriptId, 'um so yes the thing').expect(200);
    const result = res.body as ScriptAnalysis;
    expect(result.words_matched).toBeLessThanOrEqual(1);
    expect(result.rating).toBeGreaterThanOrEqual(1);
    expect(result.rating).toBeLessThan(2);
  });

  it('measures against the stored script when the client sends no script text', async () => {
    const scriptId = await createScript(t.http, alice, { content: SCRIPT });
    const res = await analyze(scriptId, 'The quick brown fox', '').expect(200);
    // A reading that stopped after "fox" is rated on what was read; the rest is unread, not missed.
    expect(res.body).toMatchObject({ words_matched: 4, total_script_words: 9, words_missed: 0, unread_words: 5, words_added: 0, match_accuracy: 100 });
  });

  it('validates the analysis body, naming the field, and stores nothing', async () => {
    const scriptId = await createScript(t.http, alice, { content: SCRIPT });
    const cases: [string, Record<string, unknown>][] = [
      ['spoken_text', { script_id: scriptId, script_content: SCRIPT, spoken_text: '   ' }],
      ['script_id', { script_id: 'nope', script_content: SCRIPT, spoken_text: 'hello' }],
      ['script_content', { script_id: scriptId, spoken_text: 'hello' }],
    ];
    for (const [field, body] of cases) {
      const res = await t.http.post('/api/scripts/analyze').set(auth(alice)).send(body).expect(400);
      expect(res.body).toEqual({ error: expect.stringContaining(field), code: 'INVALID_INPUT', statusCode: 400 });
    }
    await analyze('00000000-0000-4000-8000-000000000000', 'hello').expect(404);
    expect(await historyOf(t, alice, scriptId)).toEqual([]);
  });
});

describe('Scripts API when the AI provider is down', () => {
  // Nothing listens on this port (the range is reserved for this work), so every AI call fails to connect.
  const { t, alice } = setupTestApp({
    config: { ai: { provider: 'openai', apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:3847/v1', model: 'test-model', timeoutMs: 2_000 } },
    users: ['alice'],
  });

  it('answers the AI error for an analysis and stores no run', async () => {
    const scriptId = await createScript(t.http, alice, { content: SCRIPT });
    const res = await t.http.post('/api/scripts/analyze').set(auth(alice)).send({ script_id: scriptId, script_content: SCRIPT, spoken_text: SCRIPT });
    expect([502, 503]).toContain(res.status);
    expect(res.body).toEqual({ error: expect.any(String), code: expect.stringMatching(/^AI_PROVIDER_[A-Z]+$/), statusCode: res.status });
    expect(await historyOf(t, alice, scriptId)).toEqual([]);
  });

  it('answers the AI error for a clean-up', async () => {
    const res = await t.http.post('/api/scripts/clean').set(auth(alice)).send({ script_content: 'HOST: Hello. [pause]' });
    expect([502, 503]).toContain(res.status);
    expect(res.body).toEqual({ error: expect.any(String), code: expect.stringMatching(/^AI_PROVIDER_[A-Z]+$/), statusCode: res.status });
  });
});

describe('Scripts API AI calls are rate limited per user', () => {
  const { t, alice } = setupTestApp({
    config: { rateLimits: { auth: { points: 1000, windowSeconds: 60 }, ai: { points: 2, windowSeconds: 60 } } },
    users: ['alice'],
  });

  it('answers 429 once the AI budget is spent, stores no run, and leaves the library calls alone', async () => {
    const scriptId = await createScript(t.http, alice, { content: SCRIPT });
    await t.http.post('/api/scripts/clean').set(auth(alice)).send({ script_content: SCRIPT }).expect(200);
    await t.http.post('/api/scripts/analyze').set(auth(alice)).send({ script_id: scriptId, script_content: SCRIPT, spoken_text: SCRIPT }).expect(200);
    for (const res of [
      await t.http.post('/api/scripts/clean').set(auth(alice)).send({ script_content: SCRIPT }),
      await t.http.post('/api/scripts/analyze').set(auth(alice)).send({ script_id: scriptId, script_content: SCRIPT, spoken_text: SCRIPT }),
    ]) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ error: expect.any(String), code: 'TOO_MANY_ATTEMPTS', statusCode: 429 });
    }
    expect(await historyOf(t, alice, scriptId)).toHaveLength(1);
    await t.http.get('/api/scripts').set(auth(alice)).expect(200);
  });
});
