/**
 * Property-based fuzzing from the contracts: per endpoint family at least FUZZ_RUNS (1,000 by
 * default) generated bad requests from a signed-in attacker. Not one may answer 500 or more,
 * every refusal says why in `error`, and a bystander's data stays byte for byte the same.
 */
import {
  AddWordRequest,
  AnalyzeScriptRequest,
  CleanScriptRequest,
  CreateScriptRequest,
  CreateSessionRequest,
  FeedbackRequest,
  GoogleLoginRequest,
  LoginRequest,
  MeetingAnswerRequest,
  NextQuestionRequest,
  RegisterRequest,
  TipsRequest,
  UpdateProfileRequest,
  UpdateScriptRequest,
  UpdateUserStatusRequest,
} from '@speakwell/contracts';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { badPaths, badRawBodies, badRequests, type BadRequest, binaryBodies, type Endpoint, validBodies } from './support/bad-requests.js';
import { registerUser, type TestUser } from './support/factories.js';
import { giveOneOfEverything, type OwnedRows } from './support/one-of-everything.js';
import { setupTestApp } from './support/test-setup.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

describe(`Fuzzing every endpoint family with ${RUNS} bad requests each`, () => {
  const { t } = setupTestApp({ config: { rateLimits: { auth: { points: 5, windowSeconds: 3600 }, ai: { points: 1_000_000, windowSeconds: 60 } } } });
  let attacker: TestUser;
  let bystander: TestUser;
  let mine: OwnedRows;
  let theirs: OwnedRows;
  let before: string[];
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    // Small auth limits: past them, generated sign-ins are refused cheaply (429) instead of
    // each costing an argon2 hash.
    attacker = await registerUser(t.http);
    bystander = await registerUser(t.http);
    mine = await giveOneOfEverything(t.http, attacker);
    theirs = await giveOneOfEverything(t.http, bystander);
    before = await snapshot(bystander.id);
  }, 60_000);

  /** Every row the bystander owns, and their account row, as text. */
  async function snapshot(userId: string): Promise<string[]> {
    const db = t.app.get(DataSource);
    const tables = (await db.query(
      `SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = 'public' ORDER BY table_name`,
    )) as Array<{ table_name: string }>;
    const rows: string[] = [];
    for (const query of [
      `SELECT row_to_json(t)::text AS row FROM users t WHERE id = $1`,
      ...tables.map(({ table_name }) => `SELECT row_to_json(t)::text AS row FROM "${table_name}" t WHERE user_id = $1 ORDER BY 1`),
    ]) {
      rows.push(...((await db.query(query, [userId])) as Array<{ row: string }>).map(({ row }) => row));
    }
    return rows;
  }

  /** A body over the 1 MB limit may be refused (413) and the connection closed while it is still being written. */
  function closedEarly(request: BadRequest, error: NodeJS.ErrnoException): { status: number; text: string; body: { error: string } } {
    if (!(Buffer.isBuffer(request.body) && request.body.length > 1024 * 1024 && (error.code === 'EPIPE' || error.code === 'ECONNRESET'))) throw error;
    return { status: 413, text: '', body: { error: 'connection closed before the body was read' } };
  }

  async function send(request: BadRequest): Promise<{ status: number; body: { error?: unknown } }> {
    let call = t.http[request.method](request.path);
    for (const [name, value] of Object.entries(request.headers)) call = call.set(name, value);
    const res = request.body === undefined ? await call : await call.send(request.body).catch((error: NodeJS.ErrnoException) => closedEarly(request, error));
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const sent = Buffer.isBuffer(request.body)
      ? `${request.body.length} bytes of ${request.headers['content-type']}`
      : JSON.stringify(request.body)?.slice(0, 300);
    // The offline provider cannot transcribe: the one 5xx a client is meant to see (and told why).
    const offlineTranscription = request.path === '/api/transcribe' && res.status === 503 && /Voice input needs Chrome or Edge/.test(String(res.body.error));
    if (res.status >= 500 && !offlineTranscription)
      throw new Error(`${request.method.toUpperCase()} ${request.path} ${sent} answered ${res.status} ${res.text.slice(0, 200)}`);
    if (res.status >= 400) expect(typeof res.body.error === 'string' && res.body.error.length > 0).toBe(true);
    return res;
  }

  async function fuzz(
    requests: fc.Arbitrary<BadRequest>,
    check: (request: BadRequest, res: Awaited<ReturnType<typeof send>>) => void = () => undefined,
  ): Promise<void> {
    await fc.assert(
      fc.asyncProperty(requests, async (request) => check(request, await send(request))),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await snapshot(bystander.id)).toEqual(before);
  }

  /**
   * Bad bodies grown from starting bodies the endpoints accept, with `ids` (the bystander's
   * records) among the strings tried. The starting bodies are checked against their contracts
   * first, or the fuzz would test nothing.
   */
  async function fuzzBodies(endpoints: Endpoint[], ids: string[] = []): Promise<void> {
    for (const endpoint of endpoints) {
      for (const body of fc.sample(validBodies(endpoint), 5))
        expect({ path: endpoint.path, ok: endpoint.contract?.safeParse(body).success ?? true }).toEqual({ path: endpoint.path, ok: true });
    }
    await fuzz(badRequests(endpoints, attacker.token, ids));
  }

  /** An endpoint whose JSON body is fuzzed, from `valid`: a body its contract accepts (or bodies, when each request needs its own). */
  function withBody(method: Endpoint['method'], path: string, contract: Endpoint['contract'], valid: Endpoint['valid']): Endpoint {
    return { method, path, contract, valid };
  }

  const foreign = () => [theirs.drillSessionId, theirs.meetingId, theirs.drillId, theirs.scriptId, theirs.wordId, bystander.id];

  it('auth: register, login, Google sign-in', async () => {
    const email = fc.emailAddress().filter((address) => address.length < 80 && LoginRequest.safeParse({ email: address, password: 'x' }).success);
    await fuzzBodies([
      withBody(
        'post',
        '/api/register',
        RegisterRequest,
        email.map((address) => ({ name: 'Fuzz', email: address, password: 'long enough password' })),
      ),
      withBody(
        'post',
        '/api/login',
        LoginRequest,
        email.map((address) => ({ email: address, password: 'not the password' })),
      ),
      withBody('post', '/api/auth/google', GoogleLoginRequest, { token: 'not-a-google-token' }),
    ]);
  }, 300_000);

  it('profile: update name and password', async () => {
    // No current password: no generated request may take over even the attacker's own account.
    await fuzzBodies([withBody('put', '/api/user/profile', UpdateProfileRequest, { name: 'Fuzz', password: 'a new long password' })]);
  }, 300_000);

  it('drills: sessions, next question, tips, feedback', async () => {
    await fuzzBodies(
      [
        withBody('post', '/api/sessions', CreateSessionRequest, { topic: 'Interview', context: '', focusMode: false, session_type: 'Drill' }),
        withBody('post', '/api/sessions', CreateSessionRequest, { title: 'Sync', context: 'Weekly sync', session_type: 'Meeting' }),
        withBody('post', '/api/sessions/next-question', NextQuestionRequest, { session_id: mine.drillSessionId, context: null }),
        withBody('post', '/api/sessions/next-focus-question', NextQuestionRequest, { session_id: mine.drillSessionId, context: 'Product launch' }),
        withBody('post', '/api/question-tips', TipsRequest, { drill_id: mine.drillId }),
        withBody('post', '/api/feedback', FeedbackRequest, { drill_id: mine.drillId, answer: 'My answer' }),
      ],
      foreign(),
    );
  }, 300_000);

  it('meeting answers', async () => {
    await fuzzBodies(
      [withBody('post', '/api/meeting/answer', MeetingAnswerRequest, { context: 'Launch next week', question: 'When?', session_id: mine.meetingId })],
      foreign(),
    );
  }, 300_000);

  it('scripts: create, update (own and foreign), clean, analyze', async () => {
    await fuzzBodies(
      [
        withBody('post', '/api/scripts', CreateScriptRequest, {
          title: 'T',
          description: 'D',
          tags: ['a'],
          content: 'Hello there',
          settings: { isVoiceControl: true },
        }),
        withBody('put', `/api/scripts/${mine.scriptId}`, UpdateScriptRequest, {
          title: 'T',
          tags: ['b'],
          content: 'Hello',
          settings: { isVoiceControl: false },
        }),
        withBody('put', `/api/scripts/${theirs.scriptId}`, UpdateScriptRequest, { title: 'Mine now' }),
        withBody('post', '/api/scripts/clean', CleanScriptRequest, { script_content: '[Intro] Hello' }),
        withBody('post', '/api/scripts/analyze', AnalyzeScriptRequest, { script_id: mine.scriptId, script_content: 'Hello there', spoken_text: 'hello' }),
        withBody('post', '/api/scripts/analyze', AnalyzeScriptRequest, { script_id: theirs.scriptId, script_content: '', spoken_text: 'hello' }),
      ],
      foreign(),
    );
  }, 300_000);

  it('dictionary and admin bodies', async () => {
    await fuzzBodies(
      [
        withBody('post', '/api/dictionary', AddWordRequest, { word: 'serendipity' }),
        withBody('put', `/api/admin/users/${bystander.id}`, UpdateUserStatusRequest, { is_active: false }),
      ],
      foreign(),
    );
  }, 300_000);

  it('paths and query strings: ids that are not ids, or are the bystander’s', async () => {
    const templates: Array<{ method: Endpoint['method']; path: (segment: string) => string }> = [
      { method: 'get', path: (id) => `/api/sessions/${id}` },
      { method: 'delete', path: (id) => `/api/sessions/${id}` },
      { method: 'get', path: (value) => `/api/sessions?type=${value}` },
      { method: 'get', path: (id) => `/api/scripts/${id}` },
      { method: 'get', path: (id) => `/api/scripts/${id}/history` },
      { method: 'delete', path: (id) => `/api/scripts/${id}` },
      { method: 'delete', path: (id) => `/api/dictionary/${id}` },
      { method: 'put', path: (id) => `/api/admin/users/${id}` },
      { method: 'delete', path: (id) => `/api/admin/users/${id}` },
      { method: 'get', path: (value) => `/api/dashboard-stats?${value}=${value}` },
      { method: 'get', path: (value) => `/api/sessions?type=Meeting&limit=${value}` },
      { method: 'get', path: (value) => `/api/dictionary?cursor=${value}&q=${value}` },
      { method: 'get', path: (value) => `/api/admin/users?limit=2&cursor=${value}` },
    ];
    await fuzz(badPaths(templates, attacker.token, foreign()));
  }, 300_000);

  it('raw bodies that are not what their headers say', async () => {
    await fuzz(
      badRawBodies(
        ['/api/login', '/api/register', '/api/dictionary', '/api/scripts', '/api/sessions', '/api/feedback', '/api/meeting/answer', '/api/scripts/analyze'],
        attacker.token,
      ),
    );
  }, 300_000);

  it('binary bodies of every parsed media type to every route, anonymous or signed in', async () => {
    // Every route the OpenAPI document lists, with the attacker's or the bystander's ids.
    const document = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const ids = [mine.drillSessionId, mine.scriptId, mine.wordId, ...foreign()];
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method): method is Endpoint['method'] => ['get', 'post', 'put', 'delete'].includes(method))
        .map((method, k) => ({ method, path: path.replace(/\{id\}/g, ids[k % ids.length]).replace(/\{name\}/g, 'mfe-drill') })),
    );
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'post', path: '/api/login' });
    expect(routes).toContainEqual({ method: 'post', path: '/api/transcribe' });
    await fuzz(binaryBodies(routes, [attacker.token]), (request, res) => {
      // Audio is read on one route only; anywhere else it is refused before its body is read.
      const audio = /^audio\//i.test(request.headers['content-type'] ?? '');
      if (audio && request.path !== '/api/transcribe') expect({ path: request.path, status: res.status }).toEqual({ path: request.path, status: 415 });
      if (audio && request.path === '/api/transcribe' && !request.headers.authorization) expect(res.status).toBe(401);
    });
    // What the whole run answered, for the log of a failing run.
    expect([...statuses.keys()].every((status) => status < 500 || status === 503)).toBe(true);
  }, 300_000);
});
