// The built API answering with the `openai` adapter against a local fake provider that writes
// its evaluation slowly, as a model does, and one signed-in learner with a drill session: the
// setup of the streamed-feedback bench (streamed-feedback.mjs) and of the open-streams capacity
// run (capacity.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeOpenAiServer, SAMPLE_EVALUATION, chatCompletion, piecesOf } from '@speakwell/test-support/fake-openai-server';
import { callOk } from './api-client.mjs';
import { startApp } from './start-app.mjs';

/** How long the fake model takes for each token (about four characters) of the feedback. */
export const TOKEN_DELAY_MS = 150;

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The evaluation as one opening piece that already holds the feedback's first token, then a
 * token every TOKEN_DELAY_MS: a stream stays open for about five seconds.
 * @param {{ firstFeedbackToken: number | null }} state when (Date.now()) the feedback's first token left
 * @returns {import('@speakwell/test-support/fake-openai-server').ScriptedReply}
 */
function slowEvaluation(state) {
  const json = JSON.stringify(SAMPLE_EVALUATION);
  const firstToken = json.indexOf('"feedback":"') + '"feedback":"'.length + 4;
  const pieces = [json.slice(0, firstToken), ...piecesOf(json.slice(firstToken), 4)];
  const beforePiece = async (/** @type {number} */ index) => {
    if (index > 0) return sleep(TOKEN_DELAY_MS);
    if (state.firstFeedbackToken === null) state.firstFeedbackToken = Date.now();
  };
  return { body: null, stream: { pieces, pieceDelayMs: 0, beforePiece } };
}

/**
 * Starts the fake provider and the API on it (each handed to `onSpawned` with its stop as soon
 * as it runs), registers `learner` and opens a drill session.
 * @param {{ learner: { name: string, email: string, password: string }, aiTimeoutMs: number, onSpawned: (title: string, stop: () => Promise<unknown>) => unknown }} options
 */
export async function startStreamingApi({ learner, aiTimeoutMs, onSpawned }) {
  const state = { firstFeedbackToken: /** @type {number | null} */ (null) };
  const provider = new FakeOpenAiServer().replyAlways((request) =>
    request.body.stream ? slowEvaluation(state) : chatCompletion({ question: `Tell me about a time you led a team (${Math.random()}).` }),
  );
  const providerUrl = await provider.start();
  onSpawned('the slow fake provider', () => provider.stop());
  const app = await startApp({
    repoRoot,
    onSpawned: (stop) => onSpawned('the API on the fake provider', stop),
    env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: providerUrl, OPENAI_MODEL: 'fake-model', AI_TIMEOUT_MS: String(aiTimeoutMs) },
  });
  await callOk(app.url, 'POST', '/api/register', { body: learner });
  const login = await callOk(app.url, 'POST', '/api/login', { body: { email: learner.email, password: learner.password } });
  const session = await callOk(app.url, 'POST', '/api/sessions', { token: login.token, body: { topic: 'Leadership', context: '', session_type: 'Drill' } });
  return { app, provider: { url: providerUrl, state }, login, sessionId: /** @type {string} */ (session.session_id) };
}
