import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminCommand } from './admin-command.js';
import { freePort, isAddressInUse } from '@speakwell/ports';
import { isRunning as isPidRunning } from '@speakwell/test-support/processes';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './ports.js';
import { REPO_ROOT } from './repo.js';

export interface ApiServer {
  url: string;
  stop: () => Promise<void>;
  /** What an operator command on this server needs: its DATA_DIR (and DATABASE_URL if given). */
  commandEnv: Record<string, string>;
}

export interface ApiServerOptions {
  /** Extra environment, e.g. REMOTE_URL_DICTIONARY. */
  env?: Record<string, string>;
  /** Ports a test must know before the start (e.g. replicas sharing one PostgreSQL); picked by the OS otherwise. */
  port?: number;
  pgPort?: number;
}

const MAIN = join(REPO_ROOT, 'backend', 'dist', 'main.js');
const START_ATTEMPTS = 5;

class PortTakenError extends Error {}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!isRunning(child)) {
      const text = output();
      if (isAddressInUse(text)) throw new PortTakenError(text);
      throw new Error(`the API exited (code ${child.exitCode}):\n${text}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not answer ${url}/api/health in time:\n${output()}`);
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (!isRunning(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * The API stops its PostgreSQL on SIGTERM; if the API had to be killed, the server may still be
 * running: stop it, and return only once it is gone (its port and data folder are free again).
 */
async function stopLeftoverPostgres(clusterDir: string): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPidRunning(pid)) return;
  for (const [signal, waitMs] of [
    ['SIGINT', 10_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline && isPidRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    if (!isPidRunning(pid)) return;
  }
}

async function startOnce({ env = {}, ...ports }: ApiServerOptions): Promise<ApiServer> {
  const port = ports.port ?? (await freePort());
  const pgPort = ports.pgPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'speakwell-e2e-'));
  // The embedded server runs as the `postgres` user, which must reach its cluster folder.
  chmodSync(dataDir, 0o755);
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      // Every test registers and logs in; the default 10 per minute is for people.
      RATE_LIMIT_AUTH_POINTS: '100000',
      // Paged-list tests add more words (each an AI lookup) than one page holds in a minute.
      RATE_LIMIT_AI_POINTS: '100000',
      LOG_LEVEL: 'warn',
      // No proxy sends it traffic to drain: stopped, it closes at once instead of after the default 10 s, which each
      // spec with an API of its own paid when its worker ended (and the suite once more at the end).
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (isRunning(child)) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 25_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    await stopLeftoverPostgres(join(dataDir, 'postgres'));
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The folder and database the API itself uses (a test may choose its own DATA_DIR).
  const commandEnv = { DATA_DIR: env.DATA_DIR ?? dataDir, EMBEDDED_PG_PORT: env.EMBEDDED_PG_PORT ?? String(pgPort), DATABASE_URL: env.DATABASE_URL ?? '' };
  try {
    await waitForHealth(url, child, () => output);
    await makeSuiteAdmin(url, commandEnv);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, commandEnv };
}

/**
 * The suite's admin account (ADMIN_EMAIL), made as an operator would: registered, then made
 * admin with `npm run admin -- grant` on the server. A replica sharing a database finds it made.
 */
async function makeSuiteAdmin(url: string, commandEnv: Record<string, string>): Promise<void> {
  const registered = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Ada Admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (registered.status !== 201 && registered.status !== 409)
    throw new Error(`registering the suite's admin answered ${registered.status}: ${await registered.text()}`);
  const granted = await adminCommand(['grant', ADMIN_EMAIL], commandEnv);
  if (granted.code !== 0) throw new Error(`npm run admin -- grant ${ADMIN_EMAIL} failed (${granted.code}):\n${granted.stdout}${granted.stderr}`);
}

/**
 * The real API (built backend) with a fresh embedded PostgreSQL in a temp folder, serving the
 * built shell and remotes on one origin, on ports the OS hands out (tried again with new ones
 * if another process takes one between the pick and the start).
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the backend first (npm run build)`);
  let lastError: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (!(error instanceof PortTakenError)) throw error;
      lastError = error;
    }
  }
  throw new Error(`the API lost the race for a free port ${START_ATTEMPTS} times:\n${String((lastError as Error).message)}`);
}
