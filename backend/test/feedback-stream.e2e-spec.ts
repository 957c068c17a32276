/**
 * POST /api/feedback/stream: the feedback as server-sent events while it is written, then
 * the rating; stored as POST /api/feedback stores it. With the offline evaluator, and with
 * the OpenAI adapter against a local fake provider that writes its tokens slowly or breaks.
 */
import type { FeedbackResponse, SessionDetail } from '@speakwell/contracts';
import { SAMPLE_EVALUATION, chatCompletion, errorReply, streamedCompletion } from '@speakwell/test-support/fake-openai-server';
import { postFeedbackStream, type StreamAnswer, type StreamEvent } from './support/feedback-stream.js';
import { auth, createDrill, createDrillSession, type TestUser } from './support/factories.js';
import type { TestApp } from './support/test-app.js';
import { setupTestApp, setupTestAppOnFakeProvider } from './support/test-setup.js';

const ANSWER = 'In my last role I led a team of five engineers through a difficult product launch, and we shipped on time because we cut scope early.';

/** Sends the call with fetch and reads the events as they arrive. */
const postStream = (baseUrl: string, token: string, body: unknown): Promise<StreamAnswer> => postFeedbackStream(baseUrl, token, body);

const textOf = (events: StreamEvent[]): string =>
  events
    .filter((e) => e.event === 'feedback')
    .map((e) => e.data.text as string)
    .join('');

async function newDrill(t: TestApp, user: TestUser): Promise<{ sessionId: string; drillId: string }> {
  const sessionId = await createDrillSession(t.http, user);
  return { sessionId, drillId: (await createDrill(t.http, user, sessionId)).drill_id };
}

async function storedDrill(t: TestApp, user: TestUser, sessionId: string): Promise<SessionDetail['drills'][number]> {
  const res = await t.http.get(`/api/sessions/${sessionId}`).set(auth(user)).expect(200);
  return (res.body as SessionDetail).drills[0];
}

describe('Streamed feedback (offline evaluator)', () => {
  const { t, alice, bob } = setupTestApp({ listen: true, users: ['alice', 'bob'] });
  let baseUrl: string;
  beforeAll(() => {
    baseUrl = t.baseUrl;
  });

  it('sends the feedback in parts, then the rating, and stores what POST /api/feedback would', async () => {
    const { sessionId, drillId } = await newDrill(t, alice);
    const answer = await postStream(baseUrl, alice.token, { drill_id: drillId, answer: ANSWER });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBeNull();
    const kinds = answer.events.map((e) => e.event);
    expect(kinds.filter((k) => k === 'feedback').length).toBeGreaterThan(1);
    expect(kinds.at(-1)).toBe('rating');
    expect(kinds.slice(0, -1).every((k) => k === 'feedback')).toBe(true);

    const final = answer.events.at(-1)?.data as unknown as FeedbackResponse;
    expect(final).toEqual({
      feedback: expect.any(String),
      rating: expect.any(Number),
      rating_explanation: expect.any(String),
      example_answer: expect.any(String),
      framework: expect.anything(),
      timestamp: expect.any(String),
    });
    expect(textOf(answer.events)).toBe(final.feedback);

    const stored = await storedDrill(t, alice, sessionId);
    expect(stored).toEqual(expect.objectContaining({ answer: ANSWER, feedback: final.feedback, rating: final.rating, example_answer: final.example_answer }));

    // The same answer through the plain call is rated and worded the same (the offline rater is deterministic).
    const plain = await t.http.post('/api/feedback').set(auth(alice)).send({ drill_id: drillId, answer: ANSWER }).expect(200);
    expect({ ...plain.body, timestamp: null }).toEqual({ ...final, timestamp: null });
  });

  it('keeps the rating gate: a one-word answer is capped', async () => {
    const { drillId } = await newDrill(t, alice);
    const answer = await postStream(baseUrl, alice.token, { drill_id: drillId, answer: 'Yes.' });
    expect((answer.events.at(-1)?.data as unknown as FeedbackResponse).rating).toBeLessThanOrEqual(2);
  });

  it("answers bad input and another user's drill with plain JSON errors before any event", async () => {
    const missing = await postStream(baseUrl, alice.token, { answer: ANSWER });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual(expect.objectContaining({ error: expect.any(String), code: 'INVALID_INPUT', statusCode: 400 }));

    const { drillId } = await newDrill(t, alice);
    const foreign = await postStream(baseUrl, bob.token, { drill_id: drillId, answer: ANSWER });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(expect.objectContaining({ error: expect.any(String), code: 'DRILL_NOT_FOUND', statusCode: 404 }));

    const anonymous = await postStream(baseUrl, 'not-a-token', { drill_id: drillId, answer: ANSWER });
    expect(anonymous.status).toBe(401);
  });
});

describe('Streamed feedback (OpenAI adapter against a fake provider)', () => {
  const { t, user, provider } = setupTestAppOnFakeProvider({ listen: true, users: ['user'] });
  let baseUrl: string;
  beforeAll(() => {
    baseUrl = t.baseUrl;
  });

  const EVALUATION = SAMPLE_EVALUATION;

  async function drill(): Promise<{ sessionId: string; drillId: string }> {
    provider.reset();
    provider.reply(chatCompletion({ question: `Tell me about a time you led a team (${Math.random()}).` }));
    const created = await newDrill(t, user);
    provider.reset();
    return created;
  }

  it('passes the feedback on while the model is still writing it', async () => {
    const { sessionId, drillId } = await drill();
    provider.reply(streamedCompletion(EVALUATION, { pieceLength: 10, pieceDelayMs: 40 }));
    const answer = await postStream(baseUrl, user.token, { drill_id: drillId, answer: ANSWER });
    const feedback = answer.events.filter((e) => e.event === 'feedback');
    const final = answer.events.at(-1);
    expect(final?.event).toBe('rating');
    expect(feedback.length).toBeGreaterThan(3);
    // The first words arrive well before the rating: the model wrote ~10 more pieces after them.
    expect(final!.at - feedback[0].at).toBeGreaterThan(200);
    expect(textOf(answer.events)).toBe(EVALUATION.feedback);
    expect((await storedDrill(t, user, sessionId)).rating).toBe(4);
  });

  it('sends an error event when the provider breaks mid-stream, and stores nothing', async () => {
    const { sessionId, drillId } = await drill();
    const pieces = streamedCompletion(EVALUATION, { pieceLength: 10 }).stream!.pieces;
    const feedbackStarts = pieces.findIndex((_, i) => pieces.slice(0, i).join('').includes('"feedback":"### What'));
    provider.reply(streamedCompletion(EVALUATION, { pieceLength: 10, breakAfter: feedbackStarts + 2 }));
    const answer = await postStream(baseUrl, user.token, { drill_id: drillId, answer: ANSWER });
    expect(answer.status).toBe(200);
    expect(answer.events.some((e) => e.event === 'feedback')).toBe(true);
    expect(answer.events.at(-1)).toEqual(
      expect.objectContaining({
        event: 'error',
        data: { error: expect.any(String), code: expect.stringMatching(/^[A-Z][A-Z0-9_]*$/), statusCode: expect.any(Number) },
      }),
    );
    const stored = await storedDrill(t, user, sessionId);
    expect(stored.feedback ?? null).toBeNull();
    expect(stored.rating ?? null).toBeNull();
  });

  it('stops the provider call when the client leaves mid-stream, and stores nothing', async () => {
    const { sessionId, drillId } = await drill();
    // The feedback written first, then about 25 s more: only an aborted call ends within the test's time.
    const { feedback, ...rest } = EVALUATION;
    const feedbackFirst = { feedback, ...rest };
    provider.reply(streamedCompletion(feedbackFirst, { pieceLength: 2, pieceDelayMs: 50 }));
    const total = streamedCompletion(feedbackFirst, { pieceLength: 2 }).stream!.pieces.length;
    const leaving = new AbortController();
    const res = await fetch(`${baseUrl}/api/feedback/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ drill_id: drillId, answer: ANSWER }),
      signal: leaving.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: feedback');
    const left = Date.now();
    leaving.abort();
    await expect(reader.read()).rejects.toThrow();
    const deadline = Date.now() + 5_000;
    while (provider.requests[0]?.closedByClient === undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const closed = provider.requests[0]?.closedByClient;
    expect(closed).toBeDefined();
    expect(closed!.at - left).toBeLessThan(2_000);
    expect(closed!.piecesSent).toBeLessThan(total);
    const stored = await storedDrill(t, user, sessionId);
    expect(stored.feedback ?? null).toBeNull();
    expect(stored.rating ?? null).toBeNull();
  });

  it('bounds every completion with max_tokens, streamed or not', async () => {
    const { drillId } = await drill();
    provider.reply(streamedCompletion(EVALUATION), chatCompletion(EVALUATION));
    await postStream(baseUrl, user.token, { drill_id: drillId, answer: ANSWER });
    const { drillId: second } = await drill();
    provider.reply(chatCompletion(EVALUATION));
    await t.http.post('/api/feedback').set(auth(user)).send({ drill_id: second, answer: ANSWER }).expect(200);
    provider.reply(chatCompletion({ tips: ['Start with the result.', 'Name one number.', 'Close with what you learned.'] }));
    await t.http.post('/api/question-tips').set(auth(user)).send({ drill_id: second });
    expect(provider.requests.length).toBeGreaterThanOrEqual(2);
    for (const request of provider.requests)
      expect({ path: request.path, max_tokens: request.body.max_tokens }).toEqual({ path: request.path, max_tokens: expect.any(Number) });
  });

  it('answers a provider failure before any text as a plain JSON error', async () => {
    const { drillId } = await drill();
    provider.replyAlways(errorReply(503, 'The engine is overloaded'));
    const answer = await postStream(baseUrl, user.token, { drill_id: drillId, answer: ANSWER });
    // The same status and text as the plain call gives for the same failure.
    const plain = await t.http.post('/api/feedback').set(auth(user)).send({ drill_id: drillId, answer: ANSWER });
    expect(plain.status).toBeGreaterThanOrEqual(500);
    expect(answer.status).toBe(plain.status);
    expect(answer.json).toEqual(plain.body);
  });
});
