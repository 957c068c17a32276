/**
 * A deploy's SIGTERM as main.ts handles it (stopGracefully): readiness fails at once, the
 * server keeps answering (with `Connection: close`) through the drain period, a feedback
 * stream running across it either finishes or ends with its error event and stores nothing,
 * then the port closes.
 */
import { request as httpRequest } from 'node:http';
import { DataSource } from 'typeorm';
import { stopGracefully } from '../src/lifecycle/graceful-stop.js';
import { postFeedbackStream, type StreamEvent } from './support/feedback-stream.js';
import { SAMPLE_EVALUATION, chatCompletion, streamedCompletion } from '@speakwell/test-support/fake-openai-server';
import { createDrill, createDrillSession } from './support/factories.js';
import { setupTestAppOnFakeProvider } from './support/test-setup.js';

const ANSWER = 'In my last role I led a team of five engineers through a difficult product launch, and we shipped on time because we cut scope early.';
const EVALUATION = SAMPLE_EVALUATION;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request on its own socket (no pooling), so `Connection` is the server's word. */
function get(baseUrl: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The events of POST /api/feedback/stream, read to the end; `firstFeedback` resolves with the first `feedback` event. */
function streamEvents(
  baseUrl: string,
  token: string,
  drillId: string,
): { firstFeedback: Promise<void>; done: Promise<{ connection: string | null; events: Array<Pick<StreamEvent, 'event' | 'data'>> }> } {
  let onFirst: () => void = () => undefined;
  const firstFeedback = new Promise<void>((resolve) => (onFirst = resolve));
  const done = postFeedbackStream(baseUrl, token, { drill_id: drillId, answer: ANSWER }, ({ event }) => event === 'feedback' && onFirst()).then((answer) => {
    onFirst();
    const events = answer.json ? [{ event: `not a stream: ${answer.status}`, data: answer.json }] : answer.events.map(({ event, data }) => ({ event, data }));
    return { connection: answer.headers.get('connection'), events };
  });
  return { firstFeedback, done };
}

async function storedFeedback(databaseUrl: string, drillId: string): Promise<{ answer: string | null; feedback: string | null; rating: number | null }> {
  const db = await new DataSource({ type: 'postgres', url: databaseUrl }).initialize();
  try {
    const rows: Array<{ answer: string | null; feedback: string | null; rating: number | null }> = await db.query(
      'SELECT answer, feedback, rating::float8 AS rating FROM drills WHERE id = $1',
      [drillId],
    );
    return rows[0] ?? { answer: null, feedback: null, rating: null };
  } finally {
    await db.destroy();
  }
}

/**
 * Each test stops its own app (and provider): one describe block a test. The provider's answers
 * are queued in the test itself, after the drill's question was asked.
 */
function started() {
  const { t, user, provider } = setupTestAppOnFakeProvider({ listen: true, users: ['user'] });
  const drill = { id: '' };
  beforeAll(async () => {
    provider.reply(chatCompletion({ question: 'Tell me about a time you led a team.' }));
    drill.id = (await createDrill(t.http, user, await createDrillSession(t.http, user))).drill_id;
    provider.reset();
  });
  return { t, user, provider, drill };
}

describe('graceful stop (SIGTERM)', () => {
  describe('with a stream that ends within the drain period', () => {
    const { t, user, provider, drill } = started();

    it('fails readiness at once, keeps serving with Connection: close while draining, lets a running stream finish, then closes the port', async () => {
      expect((await get(t.baseUrl, '/api/health/ready')).status).toBe(200);
      // The stream takes about a second on a quiet machine: it began before the stop and ends within
      // the drain, which is long enough for it to take eight times that on a loaded one.
      provider.reply(streamedCompletion(EVALUATION, { pieceLength: 12, pieceDelayMs: 25 }));
      const stream = streamEvents(t.baseUrl, user.token, drill.id);
      await stream.firstFeedback;

      const stopped = stopGracefully(t.app, 8000);
      const ready = await get(t.baseUrl, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual(expect.objectContaining({ error: 'Shutting down', code: 'SHUTTING_DOWN', statusCode: 503 }));
      const live = await get(t.baseUrl, '/api/health/live');
      expect(live.status).toBe(200);
      expect(live.connection).toBe('close');

      const { events } = await stream.done;
      expect(events.at(-1)?.event).toBe('rating');
      expect(events.at(-1)?.data.rating).toBe(4);
      expect(await storedFeedback(t.config.databaseUrl ?? '', drill.id)).toEqual({ answer: ANSWER, feedback: EVALUATION.feedback, rating: 4 });

      await stopped;
      await expect(get(t.baseUrl, '/api/health/live')).rejects.toThrow(/ECONNREFUSED/);
    });
  });

  describe('with a stream that outlasts the drain period', () => {
    const { t, user, provider, drill } = started();

    it('ends a stream still running when the drain period is over with its error event, and stores nothing', async () => {
      // The feedback comes first and the model goes on writing for about 5 s: far longer than this drain period.
      const { feedback, ...rest } = EVALUATION;
      provider.reply(streamedCompletion({ feedback, ...rest }, { pieceLength: 20, pieceDelayMs: 150 }));
      const stream = streamEvents(t.baseUrl, user.token, drill.id);
      await stream.firstFeedback;

      const stopped = stopGracefully(t.app, 500);
      const { events } = await stream.done;
      await stopped;
      expect(events).toContainEqual(expect.objectContaining({ event: 'feedback' }));
      expect(events.at(-1)).toEqual({ event: 'error', data: { error: 'This server is restarting, please try again', code: 'SHUTTING_DOWN', statusCode: 503 } });

      // The app has closed (its pool too), so nothing of this answer can be stored later either.
      expect(await storedFeedback(t.config.databaseUrl ?? '', drill.id)).toEqual({ answer: null, feedback: null, rating: null });
    });
  });
});
