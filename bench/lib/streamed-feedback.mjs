#!/usr/bin/env node
// Streamed feedback: how long after the AI provider writes the first token of the feedback
// the first words reach the client of POST /api/feedback/stream, and the drill screen in
// Chromium (streamed-feedback-screen.mjs). The built API (its own fresh database) talks to a
// local OpenAI-compatible fake that writes the evaluation's feedback one token every
// TOKEN_DELAY_MS; the API client reads the event stream with fetch.
// Target: at most 1 s. Runs inside `npm run bench`, or alone (after building the backend, the
// shell and mfe-drill):
//   node bench/lib/streamed-feedback.mjs
import { pathToFileURL } from 'node:url';
import { callOk } from './api-client.mjs';
import { startStreamingApi, TOKEN_DELAY_MS } from './streaming-api.mjs';
import { measureFirstWordsOnScreen } from './streamed-feedback-screen.mjs';

export const FIRST_WORDS_TARGET_MS = 1000;
const ANSWERS = 5;
const SCREEN_ANSWERS = 3;
const ANSWER = 'In my last role I led a team of five engineers through a difficult product launch, and we shipped on time because we cut scope early.';

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

export async function measureStreamedFeedback({ onSpawned = /** @type {(stop: () => Promise<unknown>) => unknown} */ (() => undefined) } = {}) {
  /** @type {Array<() => Promise<unknown>>} */
  const started = [];
  try {
    const { app, provider, login, sessionId } = await startStreamingApi({
      learner: { name: 'Bench Stream', email: 'bench-stream@example.com', password: 'bench-password-42' },
      aiTimeoutMs: 60_000,
      onSpawned: (_title, stop) => {
        started.push(stop);
        onSpawned(stop);
      },
    });
    const { token } = login;
    const lags = [];
    for (let i = 0; i < ANSWERS; i++) {
      const drill = await callOk(app.url, 'POST', '/api/sessions/next-question', { token, body: { session_id: sessionId } });
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
    // Newest first: the API, then its provider.
    for (const stop of started.reverse()) await stop();
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
