// BENCH_CAPACITY=1 (also runnable alone: `node bench/lib/capacity.mjs`, after the backend is
// built): many learners with a real learner's think time on two API replicas behind Caddy (the
// shipped deploy/Caddyfile), over one PostgreSQL and one Redis, with tools/scale's processes.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCaddy } from '@speakwell/tools/scale/caddy.mjs';
import { startPostgres, startRedis, startReplica, waitReady } from '@speakwell/tools/scale/processes.mjs';
import { checkNotStopping } from './abort.mjs';
import { say, step } from './progress.mjs';
import { ANSWER } from './seed-content.mjs';
import { startStreamingApi, TOKEN_DELAY_MS } from './streaming-api.mjs';

/**
 * The second streams case opens them over this long (200 a second), as learners pressing Stop &
 * Analyze within the same few seconds do: each stream lasts about five seconds, so all are open together.
 */
export const STREAMS_OPEN_OVER_MS = 2500;
export const CAPACITY_TARGETS = { readP99Ms: 200, answerP99Ms: 500, rssMb: 400, firstEventP99Ms: 200 };

/**
 * A learner's pauses, in ms: reading a question and speaking an answer, reading the feedback, then the history.
 * @type {Record<'question' | 'feedback' | 'history', [low: number, high: number]>}
 */
const THINK_MS = { question: [8_000, 20_000], feedback: [5_000, 15_000], history: [3_000, 8_000] };

/** @typedef {() => Promise<unknown>} Stop */
/** @typedef {[title: string, stop: Stop]} Spawned What was started, and how it is stopped. */
/** @typedef {(spawned: Spawned) => unknown} OnSpawned */

/**
 * `stop` that does its work once, however often it is called (at the end and again on Ctrl-C).
 * @param {Stop} stop
 * @returns {Stop}
 */
function once(stop) {
  /** @type {Promise<unknown> | undefined} */
  let stopping;
  return () => (stopping ??= stop());
}

/** @param {[low: number, high: number]} range */
const between = ([low, high]) => low + Math.random() * (high - low);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What went wrong in a failed call, with its cause's message (fetch puts the network error there). */
function failureText(error) {
  if (!(error instanceof Error)) return String(error);
  const { cause } = error;
  const causeMessage = typeof cause === 'object' && cause !== null && 'message' in cause ? cause.message : undefined;
  return `${error.message} ${causeMessage ?? ''}`;
}

/** @param {number[]} values @param {number} p */
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Resident set size of a process in MB (Linux /proc), or null. */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return null;
  }
}

/** An HS256 sign-in token as the API signs it (TokenService: sub, role, ver; an expiry). */
function signToken(claims, secret) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, iat: now, exp: now + 7200 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * `count` accounts made in SQL (one password hash for all: sign-in is not what is measured,
 * argon2 would take a minute of CPU) with tokens signed as the API signs them.
 */
async function makeLearners(postgres, databaseUrl, secret, count) {
  const rows = await postgres.query(
    databaseUrl,
    `INSERT INTO users (name, email, password_hash)
     SELECT 'Capacity Learner ' || i, 'capacity-' || i || '@example.com', 'not-a-usable-hash' FROM generate_series(1, $1) AS i
     RETURNING id`,
    [count],
  );
  return rows.map((row) => ({ id: row.id, token: signToken({ sub: row.id, role: 'user', ver: 0 }, secret) }));
}

/**
 * One learner for `seconds`: starts a drill session, then turn by turn reads a question
 * (next-question), thinks and answers (feedback), reads the feedback, opens the history list.
 * Every call's latency goes into `timings[kind]`, every unexpected answer into `errors`.
 */
async function learner(base, user, index, { until, arrivalMs, timings, errors }) {
  await sleep(Math.random() * arrivalMs);
  const address = `10.30.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'accept-encoding': 'br, gzip', 'x-forwarded-for': address };
  const call = async (kind, method, path, body, expected) => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      timings[kind].push(performance.now() - started);
      if (response.status !== expected) {
        errors.push(`${kind}: ${response.status} ${text.slice(0, 120)}`);
        return null;
      }
      return text ? JSON.parse(text) : null;
    } catch (error) {
      timings[kind].push(performance.now() - started);
      errors.push(`${kind}: ${failureText(error)}`);
      return null;
    }
  };
  const session = await call('start', 'POST', '/api/sessions', { topic: `Leadership ${index % 40}`, session_type: 'Drill' }, 201);
  if (!session) return;
  while (Date.now() < until) {
    const question = await call('question', 'POST', '/api/sessions/next-question', { session_id: session.session_id }, 201);
    if (!question) return;
    await sleep(between(THINK_MS.question));
    if (Date.now() >= until) return;
    // Each learner's answer is a text of its own, as real answers are (the offline rater keeps its work per text).
    const answer = `(${index}.${question.drill_id.slice(0, 8)}) ${ANSWER}`;
    if (!(await call('answer', 'POST', '/api/feedback', { drill_id: question.drill_id, answer }, 200))) return;
    await sleep(between(THINK_MS.feedback));
    if (!(await call('history', 'GET', '/api/sessions?type=Drill&limit=50', undefined, 200))) return;
    if (!(await call('session', 'GET', `/api/sessions/${session.session_id}`, undefined, 200))) return;
    await sleep(between(THINK_MS.history));
  }
}

/** `learners` learners for `seconds` (arriving over the first 30 s) on two replicas behind Caddy. */
export async function measureCapacity({ learners = 1000, seconds = 180, onSpawned = /** @type {OnSpawned} */ (() => undefined) } = {}) {
  const done = step(`capacity: ${learners} learners for ${seconds} s on two replicas behind Caddy`);
  const started = [];
  const keep = (title, stop) => {
    const stopOnce = once(stop);
    started.push(stopOnce);
    onSpawned([title, stopOnce]);
  };
  const timings = { start: [], question: [], answer: [], history: [], session: [] };
  const errors = [];
  let peakRss;
  try {
    const postgres = await startPostgres();
    keep('capacity PostgreSQL', () => postgres.stop());
    const redis = await startRedis();
    keep('capacity Redis', () => redis.stop());
    const databaseUrl = await postgres.createDatabase();
    const secret = randomBytes(36).toString('base64url');
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      JWT_SECRET: secret,
      TRUST_PROXY: 'true',
      AI_PROVIDER: 'offline',
      OPENAI_API_KEY: '',
      // Each learner has its own budget; the limits are not what is measured.
      RATE_LIMIT_AI_POINTS: '1000000',
      RATE_LIMIT_AI_WINDOW_S: '60',
      SHUTDOWN_DRAIN_MS: '0',
    };
    const replicas = [];
    for (const name of ['replica A', 'replica B']) {
      const replica = await startReplica(name, env);
      replicas.push(replica);
      keep(name, () => replica.stop());
      // One at a time: the first applies the migrations.
      await waitReady(replica);
    }
    const caddy = await startCaddy(replicas.map((replica) => replica.url));
    keep('Caddy', () => caddy.stop());
    const users = await makeLearners(postgres, databaseUrl, secret, learners);
    checkNotStopping();

    peakRss = replicas.map(() => 0);
    const sampler = setInterval(() => replicas.forEach((replica, i) => (peakRss[i] = Math.max(peakRss[i], rssMb(replica.child.pid) ?? 0))), 1000);
    const until = Date.now() + seconds * 1000;
    try {
      await Promise.all(users.map((user, index) => learner(caddy.url, user, index, { until, arrivalMs: 30_000, timings, errors })));
    } finally {
      clearInterval(sampler);
    }
  } finally {
    // Newest first, as the bench stops what it started.
    for (const stop of started.reverse()) await stop().catch(() => undefined);
  }
  const summary = (values) => ({
    count: values.length,
    p50Ms: percentile(values, 50),
    p99Ms: percentile(values, 99),
    maxMs: values.length ? Math.max(...values) : null,
  });
  const reads = [...timings.history, ...timings.session];
  const result = {
    learners,
    seconds,
    requests: Object.values(timings).reduce((sum, values) => sum + values.length, 0),
    reads: summary(reads),
    answer: summary(timings.answer),
    question: summary(timings.question),
    start: summary(timings.start),
    errors: errors.length,
    firstErrors: [...new Set(errors)].slice(0, 5),
    peakRssMb: peakRss,
  };
  for (const line of result.firstErrors) say(`capacity error: ${line}`);
  done(
    `reads p99 ${result.reads.p99Ms?.toFixed(0)} ms, answer p99 ${result.answer.p99Ms?.toFixed(0)} ms, ${result.errors} errors, RSS ${peakRss.map((mb) => mb.toFixed(0)).join(' / ')} MB`,
  );
  return result;
}

/**
 * `streams` POST /api/feedback/stream sent at once (or, with `openOverMs`, one every
 * openOverMs / streams ms: still all open together, since each lasts about five seconds) by one learner (each on its own question) to
 * the built API with the `openai` adapter against a slow fake provider: how long until each
 * client saw its first event, how many ended with their rating, and the API's memory per open stream.
 */
export async function measureStreams({ streams = 500, openOverMs = 0, onSpawned = /** @type {OnSpawned} */ (() => undefined) } = {}) {
  const done = step(`capacity: ${streams} concurrent POST /api/feedback/stream ${opening(openOverMs)}`);
  /** @type {Stop[]} */
  const stops = [];
  const { app, login, sessionId } = await startStreamingApi({
    learner: { name: 'Bench Streams', email: 'bench-streams@example.com', password: 'bench-password-42' },
    aiTimeoutMs: 120_000,
    onSpawned: (title, stop) => {
      const stopOnce = once(stop);
      stops.push(stopOnce);
      onSpawned([title, stopOnce]);
    },
  });
  const { token, userId } = login;
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  const drillIds = (
    await db.query(
      `INSERT INTO drills (session_id, user_id, question) SELECT $1, $2, 'Tell me about a time you led a team (' || i || ').' FROM generate_series(1, $3) AS i RETURNING id`,
      [sessionId, userId, streams],
    )
  ).rows.map((row) => row.id);
  await db.end();
  // Warm the route and the provider connection pool a little, then let the API settle.
  await sleep(2000);
  const baseRss = rssMb(app.pid) ?? 0;
  let peakRss = baseRss;
  let open = 0;
  let peakOpen = 0;
  const sampler = setInterval(() => {
    const now = rssMb(app.pid) ?? 0;
    if (now > peakRss) peakRss = now;
  }, 100);
  const firstEvents = [];
  const errors = [];
  const one = async (drillId) => {
    const started = performance.now();
    try {
      const response = await fetch(`${app.url}/api/feedback/stream`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ drill_id: drillId, answer: `(${drillId.slice(0, 8)}) ${ANSWER}` }),
      });
      if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 120)}`);
      open += 1;
      peakOpen = Math.max(peakOpen, open);
      const decoder = new TextDecoder();
      let text = '';
      /** @type {number | null} */
      let first = null;
      if (!response.body) throw new Error(`${response.status} without a body`);
      for await (const bytes of response.body) {
        text += decoder.decode(bytes, { stream: true });
        if (first === null && text.includes('event: ')) first = performance.now() - started;
      }
      open -= 1;
      if (!text.includes('event: rating')) throw new Error(`ended without a rating: ${text.slice(-160)}`);
      firstEvents.push(first);
    } catch (error) {
      errors.push(failureText(error));
    }
  };
  const started = Date.now();
  try {
    await Promise.all(drillIds.map((drillId, index) => (openOverMs > 0 ? sleep((openOverMs * index) / streams) : Promise.resolve()).then(() => one(drillId))));
  } finally {
    clearInterval(sampler);
  }
  const result = {
    streams,
    openOverMs,
    seconds: (Date.now() - started) / 1000,
    completed: firstEvents.length,
    peakOpen,
    firstEventP50Ms: percentile(firstEvents, 50),
    firstEventP99Ms: percentile(firstEvents, 99),
    errors: errors.length,
    firstErrors: [...new Set(errors)].slice(0, 5),
    baseRssMb: baseRss,
    peakRssMb: peakRss,
    kbPerStream: peakOpen > 0 ? ((peakRss - baseRss) * 1024) / peakOpen : null,
  };
  for (const stop of stops.reverse()) await stop();
  done(`first event p99 ${result.firstEventP99Ms?.toFixed(0)} ms, ${result.errors} errors, ${result.kbPerStream?.toFixed(0)} KB per open stream`);
  return result;
}

/** How the streams were opened, in words. */
function opening(openOverMs = 0) {
  return openOverMs > 0 ? `opened over ${(openOverMs / 1000).toFixed(1)} s` : 'opened at once';
}

export function streamsTable(result) {
  const ms = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(0));
  return [
    `### ${result.streams} concurrent POST /api/feedback/stream, ${opening(result.openOverMs)} (one API, a fake provider writing a token every ${TOKEN_DELAY_MS} ms)`,
    '',
    '| measure | value | target |',
    '|---|---:|---|',
    `| streams ended with their rating / errors | ${result.completed} / ${result.errors} | 0 errors: ${result.errors === 0 ? 'meets' : '**misses**'} |`,
    `| most open at once | ${result.peakOpen} | |`,
    `| request -> first event at the client, p50 / p99 | ${ms(result.firstEventP50Ms)} / ${ms(result.firstEventP99Ms)} ms | p99 ≤ ${CAPACITY_TARGETS.firstEventP99Ms} ms: ${result.firstEventP99Ms !== null && result.firstEventP99Ms <= CAPACITY_TARGETS.firstEventP99Ms ? 'meets' : '**misses**'} |`,
    `| API RSS before / at the peak, per open stream | ${result.baseRssMb.toFixed(0)} / ${result.peakRssMb.toFixed(0)} MB, ${result.kbPerStream?.toFixed(0) ?? 'n/a'} KB | stated |`,
    ...(result.firstErrors.length ? ['', `- First errors: ${result.firstErrors.join('; ')}`] : []),
  ];
}

export function capacityTable(capacity) {
  const ms = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(0));
  const meets = (ok) => (ok ? 'meets' : '**misses**');
  const rss = Math.max(...capacity.peakRssMb);
  return [
    `### Capacity: ${capacity.learners} learners, ${capacity.seconds} s, two replicas behind Caddy, one PostgreSQL, one Redis`,
    '',
    '| measure | requests | p50 ms | p99 ms | max ms | target |',
    '|---|---:|---:|---:|---:|---|',
    `| reads (history page, session detail) | ${capacity.reads.count} | ${ms(capacity.reads.p50Ms)} | ${ms(capacity.reads.p99Ms)} | ${ms(capacity.reads.maxMs)} | p99 ≤ ${CAPACITY_TARGETS.readP99Ms} ms: ${meets(capacity.reads.p99Ms !== null && capacity.reads.p99Ms <= CAPACITY_TARGETS.readP99Ms)} |`,
    `| answer write (POST /api/feedback) | ${capacity.answer.count} | ${ms(capacity.answer.p50Ms)} | ${ms(capacity.answer.p99Ms)} | ${ms(capacity.answer.maxMs)} | p99 ≤ ${CAPACITY_TARGETS.answerP99Ms} ms: ${meets(capacity.answer.p99Ms !== null && capacity.answer.p99Ms <= CAPACITY_TARGETS.answerP99Ms)} |`,
    `| next question | ${capacity.question.count} | ${ms(capacity.question.p50Ms)} | ${ms(capacity.question.p99Ms)} | ${ms(capacity.question.maxMs)} | |`,
    '',
    `- Errors: ${capacity.errors} (target 0: ${meets(capacity.errors === 0)})${capacity.firstErrors.length ? `; first: ${capacity.firstErrors.join('; ')}` : ''}.`,
    `- Peak RSS per replica: ${capacity.peakRssMb.map((mb) => `${mb.toFixed(0)} MB`).join(', ')} (target ≤ ${CAPACITY_TARGETS.rssMb} MB: ${meets(rss <= CAPACITY_TARGETS.rssMb)}).`,
    `- Think time per turn: ${THINK_MS.question.join('-')} ms on the question, ${THINK_MS.feedback.join('-')} ms on the feedback, ${THINK_MS.history.join('-')} ms on the history; learners arrive over the first 30 s.`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  /** @type {Spawned[]} */
  const stops = [];
  try {
    const only = process.env.BENCH_CAPACITY_ONLY ?? '';
    if (only !== 'streams') {
      const result = await measureCapacity({
        learners: Number(process.env.BENCH_CAPACITY_LEARNERS ?? 1000),
        seconds: Number(process.env.BENCH_CAPACITY_SECONDS ?? 180),
        onSpawned: (entry) => stops.push(entry),
      });
      process.stdout.write(`${capacityTable(result).join('\n')}\n\n`);
    }
    if (only !== 'learners') {
      for (const openOverMs of [0, STREAMS_OPEN_OVER_MS]) {
        const result = await measureStreams({
          streams: Number(process.env.BENCH_CAPACITY_STREAMS ?? 500),
          openOverMs,
          onSpawned: (entry) => stops.push(entry),
        });
        process.stdout.write(`${streamsTable(result).join('\n')}\n\n`);
      }
    }
  } finally {
    while (stops.length > 0)
      await stops
        .pop()?.[1]()
        .catch(() => undefined);
  }
  process.exit(0);
}
