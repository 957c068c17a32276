import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_EMAIL } from './ports.js';
import { REPO_ROOT } from './repo.js';

export interface ApiServer {
  url: string;
  stop: () => Promise<void>;
}

export interface ApiServerOptions {
  port: number;
  pgPort: number;
  /** Extra environment, e.g. REMOTE_URL_DICTIONARY. */
  env?: Record<string, string>;
}

const MAIN = join(REPO_ROOT, 'backend', 'dist', 'main.js');

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (code ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer ${url}/api/health in time:\n${output()}`);
}

/**
 * The real API (built backend) with a fresh embedded PostgreSQL in a temp folder, serving the
 * built shell and remotes on one origin.
 */
export async function startApiServer({ port, pgPort, env = {} }: ApiServerOptions): Promise<ApiServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the backend first (npm run build)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'speakwell-e2e-'));
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
      ADMIN_EMAILS: ADMIN_EMAIL,
      // Every test registers and logs in; the default 10 per minute is for people.
      RATE_LIMIT_AUTH_POINTS: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
