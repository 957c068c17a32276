// Ten anonymous clients send the largest bodies any route accepts or reads, back to back, while
// GET /api/health is measured (issue 27, item 1): a 1 MB JSON body (the JSON limit) to
// /api/login, and 10 MB of audio (the transcription limit) to /api/transcribe and to /api/login,
// which must refuse it (401, 415) before reading it. Target: health p99 <= 100 ms.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { HEALTH_P99_TARGET_MS, health, healthFigures, healthVerdict } from './analyze-abuse.mjs';
import { checkNotStopping } from './abort.mjs';
import { say, step } from './progress.mjs';

const CLIENTS = 10;
/** Fastify's bodyLimit (BODY_LIMIT_BYTES default) and MAX_AUDIO_BYTES (transcription/audio-body.ts). */
const JSON_LIMIT = 1024 * 1024;
const AUDIO_LIMIT = 10 * 1024 * 1024;

function largestBodies() {
  const json = Buffer.from(JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(JSON_LIMIT - 64) }));
  const audio = randomBytes(AUDIO_LIMIT);
  return [
    { name: `${(json.length / 1024).toFixed(0)} KB JSON to POST /api/login`, path: '/api/login', type: 'application/json', body: json },
    { name: '10 MB audio/webm to POST /api/transcribe (anonymous)', path: '/api/transcribe', type: 'audio/webm', body: audio },
    { name: '10 MB audio/webm to POST /api/login', path: '/api/login', type: 'audio/webm', body: audio },
  ];
}

/** One request with node:http; 0 when the server closed the connection before answering. */
function send(baseUrl, { path, type, body }) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': type, 'content-length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve(0) : reject(error)));
    req.end(body);
  });
}

async function client(baseUrl, bodies, offset, until, statusCodes) {
  for (let k = offset; !until(); k++) {
    const status = await send(baseUrl, bodies[k % bodies.length]);
    statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  }
}

export async function measureLargeBodies({ baseUrl, durationS }) {
  checkNotStopping();
  const done = step(`GET /api/health while ${CLIENTS} anonymous clients send the largest bodies back to back (${durationS} s)`);
  const bodies = largestBodies();
  const quiet = await health(baseUrl, Math.max(2, Math.round(durationS / 3)));
  let finished = false;
  const statusCodes = {};
  const clients = Promise.all(Array.from({ length: CLIENTS }, (_, k) => client(baseUrl, bodies, k, () => finished, statusCodes)));
  const loaded = await health(baseUrl, durationS);
  finished = true;
  await clients;
  const result = {
    bodies: bodies.map(({ name }) => name),
    clients: CLIENTS,
    ...healthFigures(quiet, loaded),
    statusCodes,
    ...healthVerdict(loaded),
  };
  done(
    `health p99 ${result.healthP99Ms} ms (p50 ${result.healthP50Ms}, quiet p99 ${result.healthP99QuietMs}, target <= ${HEALTH_P99_TARGET_MS}) while the clients got ${JSON.stringify(statusCodes)}`,
  );
  if (!result.ok) say(`large bodies: GET /api/health p99 ${result.healthP99Ms} ms is over the ${HEALTH_P99_TARGET_MS} ms target`);
  return result;
}

/** The two abuse rows for latest.md: health while the API is abused. */
export function abuseTable(results) {
  const rows = [
    ['one user sends the largest analyses', results.analyzeAbuse],
    [`${CLIENTS} anonymous clients send the largest bodies`, results.largeBodies],
  ].filter(([, result]) => result);
  if (rows.length === 0) return [];
  const lines = [
    `| GET /api/health (10 connections) while | p50 ms | p99 ms | max ms | p99 quiet, just before | target p99 ≤ ${HEALTH_P99_TARGET_MS} ms |`,
    '|---|---:|---:|---:|---:|---|',
  ];
  for (const [name, result] of rows)
    lines.push(
      `| ${name} | ${result.healthP50Ms} | ${result.healthP99Ms} | ${result.healthMaxMs} | ${result.healthP99QuietMs} | ${result.ok ? 'yes' : 'no'} |`,
    );
  return lines;
}
