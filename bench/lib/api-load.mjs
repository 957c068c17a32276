import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { checkNotStopping, stopping } from './abort.mjs';
import { canMeasureCpu, cpuMsBetween, waitForQuietMachine } from './cpu.mjs';
import { call } from './api-client.mjs';
import { say, step } from './progress.mjs';
import { ANSWER } from './seed-content.mjs';

const CONNECTIONS = 50;
/** The name suffix of a row read past the API's per-user answer cache. */
export const FRESH = '(fresh: Cache-Control: no-cache)';
const WARM_UP_S = 1;
/**
 * Seconds of GET /api/health (the floor) measured just before and just after each endpoint at
 * 50 connections: on a shared machine the floor itself moves by 2x between minutes, so each
 * endpoint is compared with the floor of its own moment.
 */
const FLOOR_BESIDE_S = 3;
const FLOOR_ENDPOINT = { name: 'GET /api/health', floor: true, method: 'GET', path: '/api/health' };

/**
 * The endpoints under load, in order; `optional` ones are probed first and skipped with a line
 * when the route does not exist yet (the API answers an unknown route 404). Lists are read a
 * page at a time (limit=50, the first page a screen loads), as the browser reads them. The
 * API reuses a user's answers while their data is unchanged (common/owner-cache): the `fresh`
 * rows send `Cache-Control: no-cache` (a hard reload) and show what a read costs right after
 * a write.
 */
function endpoints({ main, detailSessionId, drillIds }) {
  let next = 0;
  // Every answer a new text, as learners' answers are: the offline rater keeps its work per text,
  // and the same answer again and again would measure only that.
  const feedbackBody = () => {
    next += 1;
    return JSON.stringify({ drill_id: drillIds[next % drillIds.length], answer: `(${next}) ${ANSWER}` });
  };
  return [
    FLOOR_ENDPOINT,
    { name: 'POST /api/login', method: 'POST', path: '/api/login', body: () => JSON.stringify({ email: main.email, password: main.password }), auth: false },
    { name: 'GET /api/sessions?type=Drill&limit=50', method: 'GET', path: '/api/sessions?type=Drill&limit=50' },
    { name: 'GET /api/sessions/{id}', method: 'GET', path: `/api/sessions/${detailSessionId}` },
    { name: 'GET /api/dashboard-stats', method: 'GET', path: '/api/dashboard-stats', optional: true },
    { name: `GET /api/sessions?type=Drill&limit=50 ${FRESH}`, method: 'GET', path: '/api/sessions?type=Drill&limit=50', fresh: true },
    { name: `GET /api/sessions/{id} ${FRESH}`, method: 'GET', path: `/api/sessions/${detailSessionId}`, fresh: true },
    { name: `GET /api/dashboard-stats ${FRESH}`, method: 'GET', path: '/api/dashboard-stats', fresh: true },
    { name: 'GET /api/scripts?limit=50', method: 'GET', path: '/api/scripts?limit=50', optional: true },
    { name: 'GET /api/dictionary?limit=50', method: 'GET', path: '/api/dictionary?limit=50', optional: true },
    { name: 'POST /api/feedback', method: 'POST', path: '/api/feedback', body: feedbackBody },
  ];
}

function headersFor(endpoint, token) {
  return {
    // What every browser sends: the API compresses larger JSON bodies, which costs CPU.
    'accept-encoding': 'br, gzip',
    ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
    ...(endpoint.fresh ? { 'cache-control': 'no-cache' } : {}),
    ...(endpoint.auth === false || endpoint.floor ? {} : { authorization: `Bearer ${token}` }),
  };
}

/** One autocannon run; Ctrl-C stops it at once so the API can shut down. */
function run(options) {
  checkNotStopping();
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      stopping.signal.removeEventListener('abort', stop);
      if (error) reject(error);
      else resolve(result);
    });
    const stop = () => instance.stop();
    stopping.signal.addEventListener('abort', stop, { once: true });
  });
}

export async function load(baseUrl, endpoint, token, durationS, connections) {
  return run({
    url: baseUrl,
    connections,
    duration: durationS,
    headers: headersFor(endpoint, token),
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        ...(endpoint.body ? { setupRequest: (request) => ({ ...request, body: endpoint.body() }) } : {}),
      },
    ],
  });
}

/**
 * Waits until the API is idle (under 10% of a core over 250 ms, at most 20 s): requests still
 * queued when a run ends (logins waiting for argon2) must not count against the next endpoint.
 */
export async function settle(cpuMs) {
  const deadline = Date.now() + 20_000;
  let previous = cpuMs().api;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = cpuMs().api;
    if (now - previous < 25) return;
    previous = now;
  }
}

/** One request first: does the route exist, what does it answer and how big is the body. */
async function probe(baseUrl, endpoint, token) {
  const body = endpoint.body ? JSON.parse(endpoint.body()) : undefined;
  const headers = headersFor(endpoint, token);
  return call(baseUrl, endpoint.method, endpoint.path, { token: headers.authorization ? token : undefined, body });
}

function summarize(endpoint, result, probeResult, cpu) {
  const perRequest = (ms) => (canMeasureCpu && result.requests.total > 0 ? ms / result.requests.total : null);
  return {
    name: endpoint.name,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    /** autocannon's percentiles are whole ms; the mean keeps the fraction. */
    meanMs: result.latency.average,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
    bodyBytes: probeResult.bytes,
    wireBytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : null,
    durationS: result.duration,
    apiCpuMsPerRequest: perRequest(cpu.api),
    postgresCpuMsPerRequest: perRequest(cpu.postgres),
    loadAverage1m: cpu.loadAverage1m,
  };
}

/** GET /api/health's requests/s at 50 connections right now, over FLOOR_BESIDE_S. */
async function floorNow(baseUrl) {
  const result = await load(baseUrl, FLOOR_ENDPOINT, undefined, FLOOR_BESIDE_S, CONNECTIONS);
  return result.requests.average;
}

/**
 * One endpoint under load after a short warm-up, with the CPU the API and PostgreSQL spent on
 * it; null when an `optional` route does not exist yet (the line is added to `skipped`).
 */
export async function measureEndpoint({ baseUrl, endpoint, token, durationS, cpuMs, connections = CONNECTIONS, skipped = /** @type {string[]} */ ([]) }) {
  checkNotStopping();
  await settle(cpuMs);
  const probed = await probe(baseUrl, endpoint, token);
  if (endpoint.optional && probed.status === 404) {
    const line = `${endpoint.name}: the route does not exist yet (404), skipped`;
    say(line);
    skipped.push(line);
    return null;
  }
  if (probed.status < 200 || probed.status > 299)
    say(`${endpoint.name}: a single request answered ${probed.status} (${probed.text.slice(0, 200)}); measuring anyway`);
  const done = step(`load ${endpoint.name} (${connections} connections, ${durationS} s)`);
  await load(baseUrl, endpoint, token, WARM_UP_S, Math.min(10, connections));
  await settle(cpuMs);
  await waitForQuietMachine({ timeoutMs: 10_000 });
  const besideFloor = !endpoint.floor && connections === CONNECTIONS;
  const floorBefore = besideFloor ? await floorNow(baseUrl) : null;
  const before = cpuMs();
  const result = await load(baseUrl, endpoint, token, durationS, connections);
  checkNotStopping();
  const after = cpuMs();
  const floorAfter = besideFloor ? await floorNow(baseUrl) : null;
  const cpu = { api: after.api - before.api, postgres: cpuMsBetween(before.postgres, after.postgres), loadAverage1m: loadavg()[0] };
  const summary = summarize(endpoint, result, probed, cpu);
  if (endpoint.floor) summary.floorBeside = summary.requestsPerSecond;
  if (besideFloor) summary.floorBeside = (floorBefore + floorAfter) / 2;
  // Rows at other connection counts get null here; the caller compares them with the run's floor.
  summary.ratioToFloor = summary.floorBeside ? summary.requestsPerSecond / summary.floorBeside : null;
  done(
    `${summary.requestsPerSecond.toFixed(0)} req/s, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, ${summary.errors} errors (timeouts included), ${summary.non2xx} non-2xx ${JSON.stringify(summary.statusCodes)}, API CPU ${summary.apiCpuMsPerRequest?.toFixed(2)} ms/req`,
  );
  return summary;
}

/**
 * Every endpoint under autocannon (loopback, CONNECTIONS connections, durationS each, after a
 * short warm-up), with its requests/s as a ratio of the floor's (GET /api/health) measured
 * beside it.
 */
export async function measureApi({ baseUrl, seeded, durationS, cpuMs }) {
  const results = [];
  /** @type {string[]} */
  const skipped = [];
  for (const endpoint of endpoints(seeded)) {
    const summary = await measureEndpoint({ baseUrl, endpoint, token: seeded.main.token, durationS, cpuMs, skipped });
    if (summary) results.push(summary);
  }
  return { connections: CONNECTIONS, durationS, cpus: availableParallelism(), results, skipped };
}
