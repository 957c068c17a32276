// `npm run serve` on an embedded PostgreSQL, as a self-hoster runs it: a second start on the same
// data folder is refused and the first stays healthy; SIGTERM to the npm process alone stops
// the API and its PostgreSQL (no orphans).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, isRunning, ROOT } from './processes.mjs';

function npmServe(env) {
  const child = spawn('npm', ['run', 'serve'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Pids of every process below `pid` (Linux /proc). */
async function descendants(pid) {
  const { readdirSync, readFileSync } = await import('node:fs');
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const walk = (parent) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

async function waitFor(predicate, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export async function singleInstallChecks(check) {
  const dataDir = mkdtempSync(join(tmpdir(), 'speakwell-serve-'));
  const port = await freePort();
  const first = npmServe({ PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir });
  const healthy = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
  try {
    if (!(await waitFor(healthy, 180_000))) throw new Error(`npm run serve did not become healthy:\n${first.output()}`);
    const tree = await descendants(first.child.pid);

    const second = npmServe({ PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir });
    const code = await second.exited;
    check(
      'a second npm run serve on the same data folder is refused, the first stays healthy',
      code === 1 && /already using this data folder/.test(second.output()) && (await healthy()),
      `exit ${code}`,
    );

    first.child.kill('SIGTERM');
    const firstCode = await first.exited;
    const gone = await waitFor(() => tree.every((pid) => !isRunning(pid)), 30_000);
    check(
      'SIGTERM to the npm process alone stops the API and its PostgreSQL',
      gone && firstCode === 0,
      `${tree.length} processes below npm, exit ${firstCode}`,
    );
  } finally {
    first.child.kill('SIGTERM');
  }
}
