#!/usr/bin/env node
// `npm run test:scale`: two API replicas on one PostgreSQL and one Redis behind a round-robin
// proxy, as in the README's Production section; under load through Caddy with deploy/Caddyfile,
// a rolling restart, a Redis restart and a live migration (events.mjs); then the API's operations and
// fault suites (backend/jest.operations.config.cjs) and the slow browser tests of the replica setup
// (e2e/scale, in Debian's Chromium). Needs the built API
// (`npm run build`), `redis-server` and `caddy` on PATH. Prints "N passed, N failed" like
// `npm test`; exit 1 on any failure.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventsUnderLoad } from './events.mjs';
import { call } from './learners.mjs';
import { singleInstallChecks } from './single-install.mjs';
import { ROOT, startPostgres, startProxy, startRedis, startReplica, waitReady } from './processes.mjs';
import { countTests } from '../count-tests.mjs';
import { runStep } from '../run-step.mjs';

const LEARNERS = Number(process.env.SCALE_LEARNERS ?? 50);
const LOAD_SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const START_ROUNDS = 5;
const JWT_SECRET = 'scale-test-secret-that-is-long-enough-0123456789';

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}

/** The last few JSON log lines as "message: error message". */
function briefLog(output) {
  return output
    .split('\n')
    .filter(Boolean)
    .slice(-8)
    .map((line) => {
      try {
        const entry = JSON.parse(line);
        return `${entry.msg}${entry.err ? `: ${entry.err.message}` : ''}`;
      } catch {
        return line.slice(0, 300);
      }
    })
    .join('\n');
}

/** SHUTDOWN_DRAIN_MS shortened from 10 s: Caddy checks readiness every second, so 3 s is ample here. */
function replicaEnv(databaseUrl, redisUrl, extra = {}) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET,
    TRUST_PROXY: 'true',
    AI_PROVIDER: 'offline',
    RATE_LIMIT_AI_POINTS: '100000',
    SHUTDOWN_DRAIN_MS: '3000',
    ...extra,
  };
}

/** Two replicas started at the same moment on an empty database; both must become ready. */
async function startPair(postgres, redis) {
  const databaseUrl = await postgres.createDatabase();
  const replicas = await Promise.all(['replica A', 'replica B'].map((name) => startReplica(name, replicaEnv(databaseUrl, redis.url))));
  try {
    await Promise.all(replicas.map((replica) => waitReady(replica)));
  } catch (error) {
    await Promise.all(replicas.map((replica) => replica.stop()));
    throw error;
  }
  return { databaseUrl, replicas };
}

/**
 * A step that runs a test command of its own: each test it counts is one result here, and a step that failed without
 * a failed test (it could not start, say) is one failed check named `ran`.
 */
async function testStep({ title, command, args, options, passed, failed, ran }) {
  const result = await runStep(title, command, args, options);
  const counted = countTests(result.output);
  for (let i = 1; i <= counted.passed; i += 1) results.push({ name: `${passed} ${i}`, ok: true });
  for (let i = 1; i <= counted.failed; i += 1) results.push({ name: `${failed} ${i}`, ok: false });
  if (result.code !== 0 && counted.failed === 0) check(ran, false, `exit ${result.code}`);
}

/**
 * The slow browser tests of the replica setup and of operator commands (e2e/scale: remote deploys from a
 * team's CI to two replicas that share no folder, a staged release, an automatic rollback after real page
 * loads, remote releases through two replicas behind one port, `npm run admin` on a running server).
 */
function browserChecks() {
  return testStep({
    title: 'browser tests of the replica setup (e2e/scale)',
    command: 'npm',
    args: ['run', 'e2e:scale', '-w', '@speakwell/e2e'],
    options: { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
    passed: 'e2e/scale browser test',
    failed: 'e2e/scale browser test failed',
    ran: 'browser tests of the replica setup ran',
  });
}

/**
 * The API's operations and fault suites (backend/test/operations-suites.cjs: fuzzing, a deploy's SIGTERM, the embedded
 * PostgreSQL restarted, backup and restore, migrations, large bodies), one file at a time on their own PostgreSQL.
 */
function operationsChecks() {
  return testStep({
    title: 'API operations and fault suites (backend/jest.operations.config.cjs)',
    command: 'node',
    args: ['--experimental-vm-modules', '../node_modules/jest/bin/jest.js', '-c', 'jest.operations.config.cjs'],
    options: { cwd: join(ROOT, 'backend') },
    passed: 'operations test',
    failed: 'operations test failed',
    ran: 'API operations and fault suites ran',
  });
}

async function main() {
  if (!existsSync(join(ROOT, 'backend/dist/main.js'))) throw new Error('No built API: run `npm run build` (or `npx nx run backend:build`) first');
  const started = Date.now();
  const postgres = await startPostgres();
  let redis = await startRedis();
  try {
    // 1. Simultaneous starts on an empty database, 5 times (the first pair stays up for the load).
    let pair;
    for (let round = 1; round <= START_ROUNDS; round += 1) {
      try {
        const current = await startPair(postgres, redis);
        const [applied] = await postgres.query(current.databaseUrl, 'SELECT count(*)::int AS n, count(DISTINCT name)::int AS distinct_names FROM migrations');
        const ok = applied.n > 0 && applied.n === applied.distinct_names && current.replicas.every((r) => r.child.exitCode === null);
        check(`simultaneous start ${round}/${START_ROUNDS}: both replicas ready, each migration applied once`, ok, `${applied.n} migrations`);
        if (round === 1) pair = current;
        else await Promise.all(current.replicas.map((replica) => replica.stop()));
      } catch (error) {
        check(`simultaneous start ${round}/${START_ROUNDS}: both replicas ready`, false, String(error instanceof Error ? error.message : error).slice(0, 2000));
      }
    }
    if (!pair) throw new Error('no replica pair started');
    const [a, b] = pair.replicas;
    const proxy = await startProxy([a.url, b.url]);
    try {
      // 2. A token from one replica works on the other (one JWT secret).
      const email = `cross-${Date.now()}@example.com`;
      await call(a.url, 'POST', '/api/register', { body: { name: 'Cross', email, password: 'a long enough practice password' }, address: '10.9.9.9' });
      const login = await call(a.url, 'POST', '/api/login', { body: { email, password: 'a long enough practice password' }, address: '10.9.9.9' });
      const profile = await call(b.url, 'GET', '/api/user/profile', { token: login.body.token, address: '10.9.9.9' });
      check(
        'a token from replica A is accepted by replica B',
        login.status === 200 && profile.status === 200 && profile.body.email === email,
        `${login.status}/${profile.status}`,
      );

      // 3. Failed logins spread over both replicas: refused from the 11th on (one shared Redis count).
      const target = `never-registered-${Date.now()}@example.com`;
      const statuses = [];
      const servedBy = new Set();
      for (let attempt = 1; attempt <= 12; attempt += 1) {
        const res = await fetch(`${proxy.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.8.8' },
          body: JSON.stringify({ email: target, password: `wrong password ${attempt}` }),
        });
        statuses.push(res.status);
        servedBy.add(res.headers.get('x-upstream'));
      }
      const expected = [...Array(10).fill(401), 429, 429];
      check(
        'failed logins over both replicas are refused from the 11th on',
        JSON.stringify(statuses) === JSON.stringify(expected) && servedBy.size === 2,
        `statuses ${statuses.join(',')}; replicas ${servedBy.size}`,
      );

      // 4. Load through Caddy while replicas restart, Redis restarts and the next release migrates.
      await proxy.stop();
      const run = await eventsUnderLoad({
        replicas: pair.replicas,
        redis,
        replicaEnv: replicaEnv(pair.databaseUrl, redis.url),
        learners: LEARNERS,
        seconds: LOAD_SECONDS,
      });
      pair.replicas = run.replicas;
      redis = run.redis;
      try {
        const { load } = run;
        if (!load) throw new Error('the learners did not finish');
        const answers = [...load.acknowledged.values()].reduce((sum, ids) => sum + ids.length, 0);
        for (const event of run.events) console.log(`  event at ${event.startedAt.toFixed(1)} s: ${event.what} (${event.seconds.toFixed(1)} s)`);
        check(
          'every event happened under load',
          run.events.length === 4 && run.eventsEndedAt < run.loadSeconds,
          `last ended at ${run.eventsEndedAt.toFixed(1)} s of ${run.loadSeconds.toFixed(1)} s`,
        );
        check(
          `${LEARNERS} learners, ${run.loadSeconds.toFixed(0)} s of drill flows through Caddy across the events: 0 failed requests`,
          load.errors.length === 0 && answers > 0,
          `${load.requests} requests, ${answers} answers, ${(load.requests / run.loadSeconds).toFixed(0)} req/s${load.errors.length ? `; ${load.errors.length} failed, first: ${load.errors.slice(0, 5).join(' | ')}` : ''}`,
        );

        const ids = [...load.acknowledged.values()].flat();
        const stored = await postgres.query(
          pair.databaseUrl,
          'SELECT count(*)::int AS n FROM drills WHERE id = ANY($1::uuid[]) AND answer IS NOT NULL AND answered_at IS NOT NULL',
          [ids],
        );
        check('every acknowledged answer is stored', stored[0].n === ids.length, `${stored[0].n} of ${ids.length}`);
        const [migrated] = await postgres.query(pair.databaseUrl, `SELECT count(*)::int AS n FROM migrations WHERE name = 'ScaleNextRelease9999999999999'`);
        const ready = await Promise.all(
          run.replicas.map((replica) =>
            fetch(`${replica.url}/api/health/ready`).then(
              (res) => res.status,
              () => 0,
            ),
          ),
        );
        check(
          'the next release applied its migration and the old replicas stayed ready beside it',
          migrated.n === 1 && ready.every((status) => status === 200),
          `readiness ${ready.join('/')}`,
        );
        if (load.errors.length > 0) {
          console.log(`--- failed requests:\n${load.errors.slice(0, 60).join('\n')}`);
          for (const replica of run.replicas) console.log(`--- last log lines of ${replica.name}:\n${briefLog(replica.output())}`);
          console.log(`--- last Caddy log lines:\n${briefLog(run.caddy.output())}`);
          const logs = mkdtempSync(join(tmpdir(), 'speakwell-scale-logs-'));
          writeFileSync(join(logs, 'caddy.log'), run.caddy.output());
          for (const replica of run.replicas) writeFileSync(join(logs, `${replica.name.replace(/\W+/g, '-')}.log`), replica.output());
          console.log(`--- whole logs: ${logs}`);
        }
      } finally {
        await run.caddy.stop();
      }
    } finally {
      await proxy.stop();
      await Promise.all(pair.replicas.map((replica) => replica.stop()));
    }
  } finally {
    await redis.stop();
    await postgres.stop();
  }
  await singleInstallChecks(check);
  await operationsChecks();
  await browserChecks();
  console.log(`scale test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

try {
  await main();
} catch (error) {
  check('scale test ran to the end', false, error instanceof Error ? error.stack : String(error));
}
const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
