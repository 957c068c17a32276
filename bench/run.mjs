#!/usr/bin/env node
// `npm run bench`: builds what is stale, starts the built API on a fresh embedded database,
// seeds a heavy user, then measures the API under load, the bytes the browser loads and
// render timings in Chromium. Writes bench/results/latest.json (+ latest.md) and prints the
// table. Everything it starts is stopped at the end, on failure and on Ctrl-C.
//   BENCH_DURATION_S=3       seconds of load per endpoint (default 10)
//   BENCH_BROWSER_RUNS=1     browser timings are the median of this many runs (default 3)
//   BENCH_SKIP_BUILD=1       use the current dist/ folders as they are
//   BENCH_ONLY=browser       only the bundles and browser timings (writes results/browser.json + .md)
//   BENCH_API_ONLY=1         only the API: load, analyze abuse, large bodies, scaling (no bundles, no browser)
//   BENCH_SCALING_MAX=10000  the scaling table stops at this many drills (default 100000)
//   BENCH_CAPACITY=1         also 1,000 learners on two replicas and 500 open feedback streams, opened at once and over 2.5 s (lib/capacity.mjs)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopping } from './lib/abort.mjs';
import { measureAnalyzeAbuse } from './lib/analyze-abuse.mjs';
import { STREAMS_OPEN_OVER_MS, measureCapacity, measureStreams } from './lib/capacity.mjs';
import { measureApi } from './lib/api-load.mjs';
import { measureLargeBodies } from './lib/large-bodies.mjs';
import { measureScaling } from './lib/scaling.mjs';
import { launchChromium, measureBrowser } from './lib/browser.mjs';
import { buildStale } from './lib/build.mjs';
import { measureBundles } from './lib/bundles.mjs';
import { waitForQuietMachine } from './lib/cpu.mjs';
import { say, step } from './lib/progress.mjs';
import { machine, writeResults } from './lib/report.mjs';
import { seed } from './lib/seed.mjs';
import { measureShadowingTracker } from './lib/shadowing-tracker.mjs';
import { measureRaterCost } from './lib/rater-cost.mjs';
import { measureStartDrill } from './lib/start-drill.mjs';
import { measureStopAndAnalyze } from './lib/stop-and-analyze.mjs';
import { ANSWER } from './lib/seed-content.mjs';
import { startApp } from './lib/start-app.mjs';
import { measureStreamedFeedback } from './lib/streamed-feedback.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(benchDir, '..');
const started = Date.now();

function positiveNumber(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}
const durationS = positiveNumber('BENCH_DURATION_S', 10);
const browserRuns = Math.round(positiveNumber('BENCH_BROWSER_RUNS', 3));
const only = process.env.BENCH_ONLY ?? '';
if (!['', 'browser'].includes(only)) throw new Error('BENCH_ONLY must be "browser" or unset');
const browserOnly = only === 'browser';

/** Stops, newest first, whatever has been started so far. */
const cleanups = [];
let buildChild;
async function cleanUp() {
  buildChild?.kill('SIGTERM');
  while (cleanups.length > 0) {
    const [title, stop] = cleanups.pop();
    try {
      await stop();
    } catch (error) {
      say(`stopping ${title} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    say(`${signal}: stopping what the bench started`);
    stopping.abort();
    void cleanUp().finally(() => process.exit(130));
  });
}

/** @template {(...args: never[]) => unknown} F @typedef {Awaited<ReturnType<F>> | null} Section What one measurement found; null when skipped or failed. */
/**
 * @typedef {object} BenchResults
 * @property {ReturnType<typeof machine>} machine
 * @property {{ durationS: number, browserRuns: number }} settings
 * @property {(Awaited<ReturnType<typeof seed>>['counts'] & { detailDrills: number }) | null} seed
 * @property {Section<typeof measureApi>} api
 * @property {Section<typeof measureAnalyzeAbuse>} analyzeAbuse
 * @property {Section<typeof measureLargeBodies>} largeBodies
 * @property {Section<typeof measureScaling>} scaling
 * @property {Section<typeof measureBundles>} bundles
 * @property {Section<typeof measureBrowser>} browser
 * @property {Section<typeof measureStartDrill>} startDrill
 * @property {Section<typeof measureStopAndAnalyze>} stopAndAnalyze
 * @property {Section<typeof measureShadowingTracker>} tracker
 * @property {Section<typeof measureRaterCost>} raterCost
 * @property {Section<typeof measureStreamedFeedback>} streamedFeedback
 * @property {Section<typeof measureCapacity>} capacity
 * @property {Section<typeof measureStreams>} streams
 * @property {Section<typeof measureStreams>} streamsSpread
 * @property {string[]} failures
 * @property {unknown[]} apiErrors Errors the API logged during the run.
 * @property {number} [totalSeconds]
 */
/** @type {BenchResults} */
const results = {
  machine: machine(),
  settings: { durationS, browserRuns },
  seed: null,
  api: null,
  analyzeAbuse: null,
  largeBodies: null,
  scaling: null,
  bundles: null,
  browser: null,
  startDrill: null,
  stopAndAnalyze: null,
  tracker: null,
  raterCost: null,
  streamedFeedback: null,
  capacity: null,
  streams: null,
  streamsSpread: null,
  failures: [],
  apiErrors: [],
};

/** A measurement that fails is reported and the others still run. */
async function measure(title, run) {
  try {
    return await run();
  } catch (error) {
    if (interrupted) throw error;
    const message = `${title} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    say(message);
    results.failures.push(message);
    return null;
  }
}

let exitCode = 0;
let apiLog;
try {
  if (process.env.BENCH_SKIP_BUILD === '1') say('BENCH_SKIP_BUILD=1: using the dist/ folders as they are');
  else {
    const built = step('build what is stale (nx run-many -t build)');
    await buildStale({ cwd: repoRoot, onChild: (child) => (buildChild = child) });
    built();
  }

  const starting = step('start the API (fresh embedded PostgreSQL)');
  const app = await startApp({ repoRoot, onSpawned: (stop) => cleanups.push(['the API', stop]) });
  apiLog = app.errors;
  starting(`${app.url}, PostgreSQL on ${app.pgPort}`);

  const seeding = step('seed the database');
  const seeded = await seed({ baseUrl: app.url, databaseUrl: app.databaseUrl, grantAdmin: app.grantAdmin });
  results.seed = { ...seeded.counts, detailDrills: seeded.detailDrills };
  // PostgreSQL analyses and vacuums the tables just filled: not part of what is measured.
  await waitForQuietMachine({ timeoutMs: 60_000 });
  seeding(
    `${seeded.counts.main_drills} drills in ${seeded.counts.main_drill_sessions} sessions for the main user, ${seeded.counts.users} users, ${seeded.counts.all_drills} drills in all`,
  );

  if (!browserOnly) {
    results.api = await measure('API load', () => measureApi({ baseUrl: app.url, seeded, durationS, cpuMs: app.cpuMs }));
    results.analyzeAbuse = await measure('analyze abuse', () => measureAnalyzeAbuse({ baseUrl: app.url, token: seeded.main.token, durationS }));
    results.largeBodies = await measure('anonymous large bodies', () => measureLargeBodies({ baseUrl: app.url, durationS }));
    const floorRequestsPerSecond = results.api?.results.find((result) => result.name === 'GET /api/health')?.requestsPerSecond ?? 0;
    results.scaling = await measure('scaling', () =>
      measureScaling({ baseUrl: app.url, databaseUrl: app.databaseUrl, durationS, cpuMs: app.cpuMs, evaluation: seeded.evaluation, floorRequestsPerSecond }),
    );
  }

  if (process.env.BENCH_API_ONLY === '1') say('BENCH_API_ONLY=1: bundles and browser timings skipped');
  else {
    const browser = await launchChromium();
    cleanups.push(['Chromium', () => browser.close()]);
    results.bundles = await measure('bundle sizes', () => measureBundles({ browser, baseUrl: app.url, user: seeded.main }));
    results.browser = await measure('browser timings', () => measureBrowser({ browser, baseUrl: app.url, user: seeded.main, runs: browserRuns }));
    results.startDrill = await measure('Start Drill', () =>
      measureStartDrill({ browser, baseUrl: app.url, user: seeded.main, runs: Math.max(5, browserRuns) }),
    );
    results.stopAndAnalyze = await measure('Stop & Analyze', () =>
      measureStopAndAnalyze({ browser, baseUrl: app.url, user: seeded.main, runs: Math.max(5, browserRuns), answer: ANSWER }),
    );
  }
  if (!browserOnly && process.env.BENCH_API_ONLY !== '1') {
    results.tracker = await measure('shadowing tracker', () => measureShadowingTracker());
    results.raterCost = await measure('offline rater CPU', () => measureRaterCost());
    results.streamedFeedback = await measure('streamed feedback', () =>
      measureStreamedFeedback({ onSpawned: (stop) => cleanups.push(['the streamed-feedback API', stop]) }),
    );
  }
  if (process.env.BENCH_CAPACITY === '1' && !browserOnly) {
    const spawned = ([title, stop]) => cleanups.push([title, stop]);
    results.capacity = await measure('capacity', () => measureCapacity({ learners: Number(process.env.BENCH_CAPACITY_LEARNERS ?? 1000), onSpawned: spawned }));
    results.streams = await measure('open feedback streams', () =>
      measureStreams({ streams: Number(process.env.BENCH_CAPACITY_STREAMS ?? 500), onSpawned: spawned }),
    );
    results.streamsSpread = await measure('open feedback streams, opened over a few seconds', () =>
      measureStreams({ streams: Number(process.env.BENCH_CAPACITY_STREAMS ?? 500), openOverMs: STREAMS_OPEN_OVER_MS, onSpawned: spawned }),
    );
  }
} catch (error) {
  if (interrupted) await new Promise(() => undefined); // the signal handler finishes and exits
  exitCode = 1;
  const message = error instanceof Error ? error.message : String(error);
  say(`bench stopped: ${message}`);
  results.failures.push(`bench stopped: ${message.split('\n')[0]}`);
} finally {
  results.apiErrors = apiLog?.() ?? [];
  const stopping = step('stop everything the bench started');
  await cleanUp();
  stopping();
}

if (!interrupted) {
  results.totalSeconds = (Date.now() - started) / 1000;
  const name = browserOnly ? 'browser' : 'latest';
  const table = writeResults(join(benchDir, 'results'), results, name);
  process.stdout.write(`\n${table}`);
  say(`wrote bench/results/${name}.json and ${name}.md in ${results.totalSeconds.toFixed(0)} s`);
  if (results.failures.length > 0) exitCode = 1;
  process.exit(exitCode);
}
