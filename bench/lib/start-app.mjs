import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMsByPid, cpuMsOf } from './cpu.mjs';
import { freePort, isAddressInUse } from '@speakwell/ports';
import { isRunning } from '@speakwell/test-support/processes';

const START_ATTEMPTS = 5;
/**
 * Node options for every API the bench starts, e.g. `BENCH_API_NODE_ARGS="--cpu-prof
 * --cpu-prof-dir=/tmp/profiles"` for a CPU profile of each (written when it stops).
 */
const apiNodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
/** Load tests must measure the code, not the limiter: the highest values the config accepts. */
const GENEROUS_LIMITS = {
  RATE_LIMIT_AUTH_POINTS: '1000000',
  RATE_LIMIT_AUTH_WINDOW_S: '60',
  RATE_LIMIT_AI_POINTS: '1000000',
  RATE_LIMIT_AI_WINDOW_S: '60',
};

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Where main.ts put the cluster: DATA_DIR/postgres, or (run as root when the postgres OS user
 * cannot reach it) a copy under the temp folder named after that path (see embedded-postgres.ts).
 */
function clusterLocation(dataDir) {
  const wanted = join(dataDir, 'postgres');
  const fallbackBase = join(tmpdir(), `speakwell-postgres-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`);
  if (existsSync(join(wanted, 'PG_VERSION'))) return { clusterDir: wanted, passwordFile: join(dataDir, 'postgres.password'), extra: undefined };
  return { clusterDir: join(fallbackBase, 'data'), passwordFile: join(fallbackBase, 'data.password'), extra: fallbackBase };
}

function errorMessages(output) {
  const messages = new Set();
  for (const line of output.split('\n')) {
    try {
      const entry = JSON.parse(line);
      if (entry.level >= 50) messages.add(String(entry.err?.message ?? entry.msg ?? line).slice(0, 300));
    } catch {
      // not a JSON log line
    }
  }
  return [...messages].slice(-10);
}

async function waitForHealth(url, child, output) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (code ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the API did not answer ${url}/api/health within 90 s:\n${output()}`);
}

/**
 * The built API (`node backend/dist/main.js`) on free ports with a fresh embedded PostgreSQL in
 * a temp folder, production mode, request logs off, generous rate limits, the offline AI.
 * `stop()` (also handed to `onSpawned` as soon as the process exists) shuts it down and removes
 * the data; safe to call twice. With `sharedDatabaseUrl` it uses that database instead and starts
 * no PostgreSQL of its own (its `cpuMs().postgres` is then empty: read the owner's).
 */
export async function startApp(options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      // Another process took a picked port between the pick and the start: pick again.
      if (attempt >= START_ATTEMPTS || !isAddressInUse(String(/** @type {Error} */ (error)?.message))) throw error;
    }
  }
}

/** The URL and postmaster of the embedded PostgreSQL the API started in dataDir. */
function embeddedDatabase(dataDir, pgPort) {
  const { passwordFile, clusterDir } = clusterLocation(dataDir);
  const password = readFileSync(passwordFile, 'utf8').trim();
  const postmasterPid = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/speakwell`, postmasterPid };
}

async function startOnce({
  repoRoot,
  onSpawned = /** @type {(stop: () => Promise<void>) => unknown} */ (() => undefined),
  env = {},
  nodeArgs = /** @type {string[]} */ ([]),
  sharedDatabaseUrl = /** @type {string | undefined} */ (undefined),
}) {
  const port = await freePort();
  // A second API over another one's database (ab-commits.mjs) starts no PostgreSQL of its own.
  const pgPort = sharedDatabaseUrl ? undefined : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'speakwell-bench-'));
  // mkdtemp makes it 0700; the embedded server runs as the postgres OS user when we are root.
  chmodSync(dataDir, 0o755);
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, ...apiNodeArgs, join(repoRoot, 'backend', 'dist', 'main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: sharedDatabaseUrl ?? '',
      ...(pgPort ? { EMBEDDED_PG_PORT: String(pgPort) } : {}),
      AI_PROVIDER: 'offline',
      OPENAI_API_KEY: '',
      LOG_LEVEL: 'warn',
      ...GENEROUS_LIMITS,
      // Extra settings of one measurement (e.g. the streamed-feedback bench's fake provider).
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-200_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    // A killed API leaves its postmaster running (own process group): stop it ourselves.
    const { clusterDir, extra } = clusterLocation(dataDir);
    const pidFile = join(clusterDir, 'postmaster.pid');
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (pid > 0 && isRunning(pid)) {
        process.kill(pid, 'SIGINT');
        for (let i = 0; i < 100 && isRunning(pid); i += 1) await sleep(100);
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (extra) rmSync(extra, { recursive: true, force: true });
  };

  // The caller can stop it from now on (Ctrl-C during the start).
  onSpawned(stop);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  const { databaseUrl, postmasterPid } = sharedDatabaseUrl ? { databaseUrl: sharedDatabaseUrl, postmasterPid: undefined } : embeddedDatabase(dataDir, pgPort);
  return {
    url,
    port,
    pgPort,
    databaseUrl,
    /** Makes an existing account admin as an operator does: `npm run admin -- grant <email>` (the built command). */
    grantAdmin: (email) => {
      const granted = spawnSync(process.execPath, [join(repoRoot, 'backend', 'dist', 'admin', 'admin-cli.js'), 'grant', email], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      if (granted.status !== 0) throw new Error(`npm run admin -- grant ${email} failed:\n${granted.stdout}${granted.stderr}`);
    },
    pid: child.pid,
    output: () => output,
    /** Distinct error messages the API logged (pino level 50+), newest last. */
    errors: () => errorMessages(output),
    /** CPU ms used so far by the API process, and by PostgreSQL per process (see cpuMsBetween). */
    cpuMs: () => ({ api: cpuMsOf(child.pid), postgres: postmasterPid ? cpuMsByPid(postmasterPid) : new Map() }),
    stop,
  };
}
