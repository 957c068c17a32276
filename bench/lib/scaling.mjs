// How the per-user endpoints grow with history (issue 16, item 4): one user's drills grow from
// 1,000 to 10,000 to 100,000 (set-based SQL, 20 drills a session over the same 365 days), and
// at each size the first page of the sessions list, a session's detail and the dashboard are
// put under load. Then the heaviest shadowing analysis the API accepts, under load too.
import pg from 'pg';
import { largestInputs } from './analyze-abuse.mjs';
import { callOk } from './api-client.mjs';
import { waitForQuietMachine } from './cpu.mjs';
import { FRESH, measureEndpoint } from './api-load.mjs';
import { say, step } from './progress.mjs';
import { insertDrillSessions } from './seed.mjs';

const SCALE_USER = { name: 'Bench Scale', email: 'bench-scale@example.com', password: 'bench-password-42' };
const DRILLS_PER_SESSION = 20;
/** Every size spreads its sessions over the same year: more drills, not more days. */
const DAYS = 365;
const DASHBOARD_ALONE = 'GET /api/dashboard-stats, one caller, fresh (Cache-Control: no-cache)';
export const SCALING_TARGETS = { dashboardP50Ms: 15, dashboardGrowth: 0.2 };
/** Analyses are seconds of CPU each at the largest size: a few connections keep the queue short. */
const ANALYZE_CONNECTIONS = 4;

function sizes() {
  // BENCH_SCALING_MAX=10000 stops before the 100,000-drill step (about a minute less).
  const max = Number(process.env.BENCH_SCALING_MAX ?? 100_000);
  return [1_000, 10_000, 100_000].filter((size) => size <= max);
}

/** Adds sessions (and their drills) until the user has `drills` drills; fresh statistics after. */
async function growTo(db, userId, drills, evaluation, batch) {
  const have = Number((await db.query('SELECT count(*) AS n FROM sessions WHERE user_id = $1', [userId])).rows[0].n);
  const sessions = drills / DRILLS_PER_SESSION - have;
  await db.query('BEGIN');
  await insertDrillSessions(db, [userId], { sessions, drillsPerSession: DRILLS_PER_SESSION, days: DAYS, offsetS: batch * 617 }, evaluation);
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE sessions, drills');
  const [{ id, n }] = (
    await db.query(
      `SELECT (SELECT count(*) FROM drills WHERE user_id = $1)::int AS n,
              (SELECT s.id FROM sessions s WHERE s.user_id = $1 AND (SELECT count(*) FROM drills d WHERE d.session_id = s.id) = $2
               ORDER BY s.created_at DESC LIMIT 1) AS id`,
      [userId, DRILLS_PER_SESSION],
    )
  ).rows;
  return { drills: n, detailSessionId: id };
}

export async function measureScaling({ baseUrl, databaseUrl, durationS, cpuMs, evaluation, floorRequestsPerSecond }) {
  await callOk(baseUrl, 'POST', '/api/register', { body: SCALE_USER });
  const { token, userId } = await callOk(baseUrl, 'POST', '/api/login', { body: { email: SCALE_USER.email, password: SCALE_USER.password } });
  const db = new pg.Client({ connectionString: databaseUrl, application_name: 'speakwell-bench-scaling' });
  await db.connect();
  const steps = [];
  try {
    for (const [batch, size] of sizes().entries()) {
      const seeding = step(`grow the scaling user to ${size.toLocaleString('en-US')} drills`);
      const grown = await growTo(db, userId, size, evaluation, batch);
      // PostgreSQL analyses and vacuums the rows just added: not part of what is measured.
      await waitForQuietMachine({ timeoutMs: 60_000 });
      seeding(`${grown.drills} drills`);
      const endpoints = [
        { name: 'GET /api/sessions?type=Drill&limit=50', method: 'GET', path: '/api/sessions?type=Drill&limit=50' },
        { name: 'GET /api/sessions/{id}', method: 'GET', path: `/api/sessions/${grown.detailSessionId}` },
        { name: 'GET /api/dashboard-stats', method: 'GET', path: '/api/dashboard-stats' },
        // Past the per-user answer cache: what the page costs the database right after a write.
        { name: `GET /api/sessions?type=Drill&limit=50 ${FRESH}`, method: 'GET', path: '/api/sessions?type=Drill&limit=50', fresh: true },
        // One caller at a time and past the cache: the latency of computing the dashboard
        // itself, not of a queue of 50 or of a reused answer.
        { name: DASHBOARD_ALONE, method: 'GET', path: '/api/dashboard-stats', connections: 1, fresh: true },
      ];
      const results = [];
      for (const endpoint of endpoints) {
        const result = await measureEndpoint({ baseUrl, endpoint, token, durationS, cpuMs, connections: endpoint.connections });
        results.push({ ...result, connections: endpoint.connections ?? 50 });
      }
      steps.push({ drills: grown.drills, results });
    }
  } finally {
    await db.end();
  }

  const { id: scriptId } = await callOk(baseUrl, 'POST', '/api/scripts', { token, body: { title: 'Bench largest analysis', content: 'a short script' } });
  const largest = largestInputs(scriptId).find((input) => input.name === 'distinct words scrambled');
  if (!largest) throw new Error('no "distinct words scrambled" input among the largest analysis inputs');
  say(`largest analysis input: ${largest.name} (${largest.body.script_content.length} + ${largest.body.spoken_text.length} chars)`);
  const analyze = await measureEndpoint({
    baseUrl,
    endpoint: { name: `POST /api/scripts/analyze (${largest.name})`, method: 'POST', path: '/api/scripts/analyze', body: () => JSON.stringify(largest.body) },
    token,
    durationS,
    cpuMs,
    connections: ANALYZE_CONNECTIONS,
  });

  if (!analyze) throw new Error('POST /api/scripts/analyze is missing');
  analyze.connections = ANALYZE_CONNECTIONS;
  for (const result of [...steps.flatMap((s) => s.results), analyze]) {
    // 50-connection rows were compared with the floor measured beside them (measureEndpoint).
    result.ratioToFloor ??= floorRequestsPerSecond > 0 ? result.requestsPerSecond / floorRequestsPerSecond : null;
  }
  const dashboardAt = (index) => steps[index]?.results.find((result) => result.name === DASHBOARD_ALONE);
  const first = dashboardAt(0);
  const last = dashboardAt(steps.length - 1);
  // Growth of the mean: with one caller the percentiles are a few whole ms, too coarse for 20 %.
  const dashboardGrowth = first && last && steps.length > 1 ? last.meanMs / first.meanMs - 1 : null;
  return { durationS, floorRequestsPerSecond, steps, analyze, analyzeConnections: ANALYZE_CONNECTIONS, dashboardGrowth, targets: SCALING_TARGETS };
}

const cpu = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(2));
const percent = (value) => (value === null || value === undefined ? 'n/a' : `${(value * 100).toFixed(0)}%`);

/** The scaling table for latest.md. */
export function scalingTable(scaling) {
  const lines = [
    `### Scaling with one user's history (autocannon, ${scaling.durationS} s each; × floor = of GET /api/health at 50 connections measured just before and after each 50-connection row, else of the run's ${scaling.floorRequestsPerSecond.toFixed(0)} req/s)`,
    '',
    '| drills | endpoint | connections | req/s | floor req/s | × floor | p50 ms | p99 ms | errors + non-2xx | JSON bytes | API CPU ms/req | PG CPU ms/req |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const row = (label, r) =>
    `| ${label} | ${r.name} | ${r.connections} | ${r.requestsPerSecond.toFixed(0)} | ${r.floorBeside?.toFixed(0) ?? 'n/a'} | ${percent(r.ratioToFloor)} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx + r.errors} | ${r.bodyBytes} | ${cpu(r.apiCpuMsPerRequest)} | ${cpu(r.postgresCpuMsPerRequest)} |`;
  for (const s of scaling.steps) for (const r of s.results) lines.push(row(s.drills.toLocaleString('en-US'), r));
  lines.push(row('', scaling.analyze), '');
  const first = scaling.steps[0]?.results.find((r) => r.name === DASHBOARD_ALONE);
  if (first && scaling.dashboardGrowth !== null) {
    const last = scaling.steps.at(-1).results.find((r) => r.name === DASHBOARD_ALONE);
    const ok = last.p50Ms <= scaling.targets.dashboardP50Ms && scaling.dashboardGrowth <= scaling.targets.dashboardGrowth;
    lines.push(
      `- Dashboard, one caller, fresh: p50 ${first.p50Ms} ms (mean ${first.meanMs.toFixed(2)}) at ${scaling.steps[0].drills.toLocaleString('en-US')} drills, p50 ${last.p50Ms} ms (mean ${last.meanMs.toFixed(2)}) at ${scaling.steps.at(-1).drills.toLocaleString('en-US')} (mean ${percent(scaling.dashboardGrowth)}); target p50 ≤ ${scaling.targets.dashboardP50Ms} ms and within ${percent(scaling.targets.dashboardGrowth)}: ${ok ? 'meets' : '**misses**'}.`,
    );
  }
  return lines;
}
