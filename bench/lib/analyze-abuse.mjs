// One user sends the largest shadowing analyses the API accepts, back to back, while
// GET /api/health is measured: the word alignment must not hold the event loop for everyone
// else (issue 11, item 1). Target: health p99 <= 100 ms during the abuse.
import autocannon from 'autocannon';
import { checkNotStopping, stopping } from './abort.mjs';
import { callOk } from './api-client.mjs';
import { say, step } from './progress.mjs';

export const HEALTH_P99_TARGET_MS = 100;
const HEALTH_CONNECTIONS = 10;
/** AI_LIMITS.script: the longest script and spoken text an analysis works on. */
const ANALYZED_CHARS = 50_000;
/** MAX_SCRIPT_LENGTH: the longest the contract lets through (refused by size before any work). */
const CONTRACT_CHARS = 100_000;

/** Distinct words, `count` of them, in a scrambled order (many anchors, many gaps). */
function scrambled(count, stride) {
  return Array.from({ length: count }, (_, k) => `w${(k * stride) % count}`).join(' ');
}

export function largestInputs(scriptId) {
  const fit = (text, chars) => text.slice(0, chars);
  return [
    { name: 'nothing shared', body: { script_id: scriptId, script_content: 'a '.repeat(ANALYZED_CHARS / 2), spoken_text: 'b '.repeat(ANALYZED_CHARS / 2) } },
    {
      name: 'two words swapped throughout',
      body: { script_id: scriptId, script_content: 'a b '.repeat(ANALYZED_CHARS / 4), spoken_text: 'b a '.repeat(ANALYZED_CHARS / 4) },
    },
    {
      name: 'distinct words scrambled',
      body: { script_id: scriptId, script_content: fit(scrambled(8_000, 1), ANALYZED_CHARS), spoken_text: fit(scrambled(8_000, 7_919), ANALYZED_CHARS) },
    },
    { name: 'contract maximum', body: { script_id: scriptId, script_content: 'a '.repeat(CONTRACT_CHARS / 2), spoken_text: 'b '.repeat(CONTRACT_CHARS / 2) } },
  ];
}

/** GET /api/health's latency quiet and under the load (autocannon results), as the report shows it. */
export function healthFigures(quiet, loaded) {
  return {
    healthP99QuietMs: quiet.latency.p99,
    healthP99Ms: loaded.latency.p99,
    healthP50Ms: loaded.latency.p50,
    healthMaxMs: loaded.latency.max,
    healthRequests: loaded.requests.total,
    healthNon2xx: loaded.non2xx,
  };
}

/** Met when GET /api/health kept its p99 target and answered every call with 2xx under the load. */
export function healthVerdict(loaded) {
  return { targetP99Ms: HEALTH_P99_TARGET_MS, ok: loaded.latency.p99 <= HEALTH_P99_TARGET_MS && loaded.non2xx === 0 };
}

/** GET /api/health at 10 connections for `durationS` seconds (autocannon result). */
export function health(baseUrl, durationS) {
  checkNotStopping();
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: `${baseUrl}/api/health`, connections: HEALTH_CONNECTIONS, duration: durationS }, (error, result) => {
      stopping.signal.removeEventListener('abort', stop);
      if (error) reject(error);
      else resolve(result);
    });
    const stop = () => instance.stop();
    stopping.signal.addEventListener('abort', stop, { once: true });
  });
}

/** Sends the inputs in turn, one at a time, until `until()` says stop. */
async function abuse(baseUrl, token, inputs, until) {
  const statusCodes = {};
  const durations = [];
  for (let k = 0; !until(); k++) {
    const { body } = inputs[k % inputs.length];
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/scripts/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: stopping.signal,
    });
    await response.arrayBuffer();
    durations.push(performance.now() - started);
    statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
  }
  durations.sort((a, b) => a - b);
  return { requests: durations.length, statusCodes, medianMs: durations.length ? Math.round(durations[Math.floor(durations.length / 2)]) : null };
}

export async function measureAnalyzeAbuse({ baseUrl, token, durationS }) {
  const done = step(`GET /api/health while one user sends the largest analyses back to back (${durationS} s)`);
  const { id: scriptId } = await callOk(baseUrl, 'POST', '/api/scripts', { token, body: { title: 'Bench abuse', content: 'a short script' } });
  const inputs = largestInputs(scriptId);
  const quiet = await health(baseUrl, Math.max(2, Math.round(durationS / 3)));
  let finished = false;
  const abusing = abuse(baseUrl, token, inputs, () => finished);
  const loaded = await health(baseUrl, durationS);
  finished = true;
  const analyses = await abusing;
  const result = {
    inputs: inputs.map(
      ({ name, body }) => `${name} (${body.script_content.length.toLocaleString('en-US')} + ${body.spoken_text.length.toLocaleString('en-US')} chars)`,
    ),
    ...healthFigures(quiet, loaded),
    analyses,
    ...healthVerdict(loaded),
  };
  done(
    `health p99 ${result.healthP99Ms} ms (quiet ${result.healthP99QuietMs} ms, target <= ${HEALTH_P99_TARGET_MS}) while ${analyses.requests} analyses ran ${JSON.stringify(analyses.statusCodes)}, median ${analyses.medianMs} ms each`,
  );
  if (!result.ok) say(`analyze abuse: GET /api/health p99 ${result.healthP99Ms} ms is over the ${HEALTH_P99_TARGET_MS} ms target`);
  return result;
}
