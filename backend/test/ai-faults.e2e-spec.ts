/**
 * The API with the OpenAI adapter against a local fake provider that fails in every way a
 * real one can: down, hanging, trickling its reply, or answering nonsense. Each answers a
 * clear 502/503 within the one deadline (AI_TIMEOUT_MS) and the answer can be sent again.
 */
import { chatCompletion, FakeOpenAiServer } from '@speakwell/test-support/fake-openai-server';
import { auth, createDrill, createDrillSession, registerUser } from './support/factories.js';
import { setupTestAppOnFakeProvider } from './support/test-setup.js';
import { createTestApp } from './support/test-app.js';

const DEADLINE_MS = 1_500;
const criterion = (name: string) => ({ name, reasoning: `On ${name}: "I led a team of five".`, score: 4 });
/** A well-formed evaluation as the rubric asks for it: criteria and reasoning first, then the rating. */
const FEEDBACK = {
  criteria: ['relevance', 'correctness', 'structure', 'specificity', 'delivery'].map(criterion),
  reasoning: 'Relevant and specific.',
  feedback: '- Clear structure',
  rating: 4,
  rating_explanation: 'Specific and relevant.',
  example_answer: 'In my last role I led...',
  framework: 'STAR',
};
const ANSWER = 'In my last role I led a team of five through a difficult product launch and we shipped on time.';

describe('AI provider faults', () => {
  const { t, user, provider } = setupTestAppOnFakeProvider({ ai: { timeoutMs: DEADLINE_MS }, users: ['user'] });
  beforeEach(() => provider.reset());

  /** A fresh drill with its question (the provider is told what to answer first). */
  async function newDrill(): Promise<string> {
    provider.reply(chatCompletion({ question: `Tell me about a time you led a team (${Math.random()}).` }));
    const drill = await createDrill(t.http, user, await createDrillSession(t.http, user));
    provider.reset();
    return drill.drill_id;
  }

  /** Sends the answer while the provider fails, then again once it works: the second one is rated. */
  async function failsThenWorks(failure: () => void, expected: { status: number; code: string; error: string }): Promise<void> {
    const drillId = await newDrill();
    failure();
    const started = Date.now();
    const failed = await t.http.post('/api/feedback').set(auth(user)).send({ drill_id: drillId, answer: ANSWER });
    const elapsed = Date.now() - started;
    expect(failed.body).toEqual({ error: expected.error, code: expected.code, statusCode: expected.status });
    // Generous for a busy machine; without the whole-call deadline these take 2x to 60x as long.
    expect(elapsed).toBeLessThan(DEADLINE_MS * 6);
    provider.reset();
    provider.replyAlways(chatCompletion(FEEDBACK));
    const again = await t.http.post('/api/feedback').set(auth(user)).send({ drill_id: drillId, answer: ANSWER }).expect(200);
    expect(again.body).toEqual(expect.objectContaining({ rating: 4, feedback: '- Clear structure' }));
  }

  it('a hanging provider answers 503 after one deadline, without a second try after it', async () => {
    const drillId = await newDrill();
    provider.replyAlways({ ...chatCompletion(FEEDBACK), delayMs: 60_000 });
    const failed = await t.http.post('/api/feedback').set(auth(user)).send({ drill_id: drillId, answer: ANSWER }).expect(503);
    expect(failed.body.error).toBe('The AI service took too long to answer. Please try again.');
    // The SDK's own retry would have asked again once its per-request time-out passed.
    expect(provider.requests).toHaveLength(1);
    await failsThenWorksAfterReset(drillId);
  });

  async function failsThenWorksAfterReset(drillId: string): Promise<void> {
    provider.reset();
    provider.replyAlways(chatCompletion(FEEDBACK));
    await t.http.post('/api/feedback').set(auth(user)).send({ drill_id: drillId, answer: ANSWER }).expect(200);
  }

  it('a provider that sends headers and then one byte at a time answers 503 within the deadline', async () => {
    await failsThenWorks(() => provider.replyAlways({ ...chatCompletion(FEEDBACK), trickleMs: 200 }), {
      status: 503,
      code: 'AI_PROVIDER_TIMEOUT',
      error: 'The AI service took too long to answer. Please try again.',
    });
  }, 30_000);

  it('a provider that is down answers 503', async () => {
    const down = new FakeOpenAiServer();
    const baseUrl = await down.start();
    await down.stop();
    const app = await createTestApp({ ai: { provider: 'openai', apiKey: 'k', baseUrl, model: 'm', timeoutMs: DEADLINE_MS } });
    try {
      const someone = await registerUser(app.http);
      const res = await app.http.post('/api/dictionary').set(auth(someone)).send({ word: 'resilient' }).expect(503);
      expect(res.body.error).toBe('The AI service could not be reached. Please try again later.');
      expect((await app.http.get('/api/dictionary').set(auth(someone)).expect(200)).body).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('a provider that answers nonsense twice answers 502, and the answer can be sent again', async () => {
    await failsThenWorks(() => provider.replyAlways(chatCompletion('this is not JSON at all')), {
      status: 502,
      code: 'AI_BAD_PROVIDER_REPLY',
      error: 'The AI service sent a reply we could not read. Please try again.',
    });
  });
});

describe('Adding dictionary words counts against the AI limit', () => {
  it('answers 429 once the AI points are spent', async () => {
    const t = await createTestApp({ rateLimits: { auth: { points: 1000, windowSeconds: 60 }, ai: { points: 2, windowSeconds: 60 } } });
    try {
      const user = await registerUser(t.http);
      const add = (word: string) => t.http.post('/api/dictionary').set(auth(user)).send({ word });
      await add('resilient').expect(201);
      await add('eloquent').expect(201);
      const refused = await add('diligent').expect(429);
      expect(refused.body).toEqual({ error: 'Too many attempts, please try again later.', code: 'TOO_MANY_ATTEMPTS', statusCode: 429 });
    } finally {
      await t.close();
    }
  });
});
