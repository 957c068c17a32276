#!/usr/bin/env node
// Streamed feedback: how long after the AI provider writes the first token of the feedback
// the first words reach the client of POST /api/feedback/stream, and the drill screen in
// Chromium (streamed-feedback-screen.mjs). The built API (its own fresh database) talks to a
// local OpenAI-compatible fake that writes the evaluation's feedback one token every
// TOKEN_DELAY_MS; the API client reads the event stream with fetch.
// Target: at most 1 s. Runs inside `npm run bench`, or alone (after building the backend, the
// shell and mfe-drill):
//   node bench/lib/streamed-feedback.mjs
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { callOk } from './api-client.mjs';
import { startApp } from './start-app.mjs';
import { measureFirstWordsOnScreen } from './streamed-feedback-screen.mjs';

export const FIRST_WORDS_TARGET_MS = 1000;
const TOKEN_DELAY_MS = 150;
const ANSWERS = 5;
const SCREEN_ANSWERS = 3;
const ANSWER = 'In my last role I led a team of five engineers through a difficult product launch, and we shipped on time because we cut scope early.';
const EVALUATION = {
  criteria: ['relevance', 'correctness', 'structure', 'specificity', 'delivery'].map((name) => ({
    name,
    reasoning: `On ${name}: a clear launch story.`,
    score: 4,
  })),
  reasoning: 'Relevant and specific.',
  rating: 4,
  rating_explanation: 'Strong: relevant, structured and specific.',
  feedback: '### What worked\n- A clear story with a named result.\n\n### What to improve\n- Say what you learned from it, and what you would do again.',
  example_answer: 'In my last role I led a launch...',
  framework: 'STAR',
};

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fake provider; `firstFeedbackToken` holds when (Date.now()) it wrote the feedback's first token. */
async function startFakeProvider() {
  const state = { firstFeedbackToken: /** @type {number | null} */ (null) };
  const completion = (content) =>
    JSON.stringify({
      id: 'c',
      object: 'chat.completion',
      created: 0,
      model: 'fake',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(content), refusal: null } }],
    });
  const chunk = (content) =>
    `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const respond = async (req, res) => {
    let body = '';
    for await (const part of req) body += part;
    const request = JSON.parse(body);
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(completion({ question: `Tell me about a time you led a team (${Math.random()}).` }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const json = JSON.stringify(EVALUATION);
    const feedbackStart = json.indexOf('"feedback":"') + '"feedback":"'.length;
    res.write(chunk(json.slice(0, feedbackStart)));
    // Tokens of about four characters, each after the model's "thinking" delay.
    for (let i = feedbackStart; i < json.length; i += 4) {
      await sleep(TOKEN_DELAY_MS);
      if (res.destroyed) return;
      if (state.firstFeedbackToken === null) state.firstFeedbackToken = Date.now();
      res.write(chunk(json.slice(i, i + 4)));
    }
    res.end('data: [DONE]\n\n');
  };
  const server = createServer((req, res) => void respond(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/v1`,
    state,
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

/** Sends one answer; resolves with when (Date.now()) the first feedback event and the rating arrived. */
async function streamOnce(baseUrl, token, drillId) {
  const response = await fetch(`${baseUrl}/api/feedback/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ drill_id: drillId, answer: ANSWER }),
  });
  if (!response.ok) throw new Error(`POST /api/feedback/stream answered ${response.status}: ${await response.text()}`);
  if (!response.body) throw new Error('POST /api/feedback/stream answered without a body');
  const decoder = new TextDecoder();
  let text = '';
  /** @type {number | null} */
  let firstWords = null;
  for await (const bytes of response.body) {
    text += decoder.decode(bytes, { stream: true });
    if (firstWords === null && text.includes('event: feedback')) firstWords = Date.now();
  }
  if (!text.includes('event: rating')) throw new Error(`the stream ended without a rating:\n${text.slice(-500)}`);
  return { firstWords, done: Date.now() };
}

export async function measureStreamedFeedback({ onSpawned = /** @type {(stop: () => Promise<void>) => unknown} */ (() => undefined) } = {}) {
  const provider = await startFakeProvider();
  let app;
  try {
    app = await startApp({
      repoRoot,
      onSpawned,
      env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: provider.url, OPENAI_MODEL: 'fake-model', AI_TIMEOUT_MS: '60000' },
    });
    const user = { name: 'Bench Stream', email: 'bench-stream@example.com', password: 'bench-password-42' };
    await callOk(app.url, 'POST', '/api/register', { body: user });
    const login = await callOk(app.url, 'POST', '/api/login', { body: { email: user.email, password: user.password } });
    const { token } = login;
    const session = await callOk(app.url, 'POST', '/api/sessions', { token, body: { topic: 'Leadership', context: '', session_type: 'Drill' } });
    const lags = [];
    for (let i = 0; i < ANSWERS; i++) {
      const drill = await callOk(app.url, 'POST', '/api/sessions/next-question', { token, body: { session_id: session.session_id } });
      provider.state.firstFeedbackToken = null;
      const { firstWords } = await streamOnce(app.url, token, drill.drill_id);
      const firstToken = provider.state.firstFeedbackToken;
      if (firstWords === null || firstToken === null) throw new Error('the stream showed no feedback words');
      lags.push(firstWords - firstToken);
    }
    lags.sort((a, b) => a - b);
    const screen = await measureFirstWordsOnScreen({ baseUrl: app.url, user: login, provider, answer: ANSWER, answers: SCREEN_ANSWERS });
    return {
      tokenDelayMs: TOKEN_DELAY_MS,
      answers: ANSWERS,
      medianMs: lags[Math.floor(lags.length / 2)],
      maxMs: lags.at(-1),
      targetMs: FIRST_WORDS_TARGET_MS,
      screen,
    };
  } finally {
    await app?.stop();
    await provider.stop();
  }
}

/** Lines for the bench's markdown table. */
export function streamedFeedbackTable(result) {
  return [
    '| Streamed feedback | median | worst | target |',
    '|---|---|---|---|',
    `| provider's first feedback token -> first feedback event at the client (${result.answers} answers, a token every ${result.tokenDelayMs} ms) | ${result.medianMs} ms | ${result.maxMs} ms | <= ${result.targetMs} ms |`,
    ...(result.screen
      ? [
          `| provider's first feedback token -> first feedback words visible on the drill screen, Chromium (${result.screen.answers} answers) | ${result.screen.medianMs} ms | ${result.screen.maxMs} ms | <= ${result.targetMs} ms |`,
        ]
      : []),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureStreamedFeedback();
  process.stdout.write(`${streamedFeedbackTable(result).join('\n')}\n`);
  process.exit(Math.max(result.maxMs, result.screen.maxMs) <= FIRST_WORDS_TARGET_MS ? 0 : 1);
}
