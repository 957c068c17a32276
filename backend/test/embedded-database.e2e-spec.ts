import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from '../src/database/data-dir-lock.js';
import { startEmbeddedDatabase } from '../src/database/embedded-database.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { assertPortFree } from '../src/database/port-check.js';
import { StartRefusedError } from '../src/database/start-refused.error.js';
import { auth, registerUser } from './support/factories.js';
import { freePort } from '@speakwell/ports';
import { testConfig } from './support/test-app.js';
import { setupTestApp } from './support/test-setup.js';

/** The processes whose parent is `pid` (Linux /proc; field 4 of /proc/<pid>/stat is the parent). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return (
          Number(
            readFileSync(`/proc/${name}/stat`, 'utf8')
              .replace(/^.*\) /, '')
              .split(' ')[1],
          ) === pid
        );
      } catch {
        return false; // the process ended meanwhile
      }
    })
    .map(Number);
}

/** Waits (at most 10 s) until none of `pids` runs any more (gone, or a zombie not yet reaped). */
async function waitUntilGone(pids: number[]): Promise<void> {
  const running = (pid: number) => {
    try {
      return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + 10_000;
  while (pids.some(running) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The embedded PostgreSQL as `npm start` runs it (no DATABASE_URL), in a folder of its own. */
describe('embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'speakwell-embedded-'));
  let config: ReturnType<typeof testConfig>;
  let database: EmbeddedPostgres;

  beforeAll(async () => {
    // A free port can be taken by another test between finding it and PostgreSQL starting on it: then try another
    // (as @speakwell/ports says). The refusal itself touches nothing, so a second try starts clean.
    for (let attempt = 1; ; attempt++) {
      config = testConfig({ dataDir, embeddedPgPort: await freePort(), embeddedPgRestart: true });
      try {
        database = await startEmbeddedDatabase(config, () => undefined);
        return;
      } catch (error) {
        if (attempt >= 5 || !(error instanceof StartRefusedError) || !/already in use/.test(error.message)) throw error;
      }
    }
  }, 120_000);
  // The API on that PostgreSQL, not on the test server's.
  const { t } = setupTestApp({ config: () => ({ ...config.values(), databaseUrl: database.url }) });

  afterAll(async () => {
    await database?.stop();
  });

  it('refuses a second start on a data folder another running API holds, touching nothing, and the first stays healthy', async () => {
    // The lock as another API process on this machine holds it (a real second `npm start` is in npm run test:scale).
    const other = spawn('sleep', ['60']);
    const lockFile = join(dataDir, 'postgres.lock');
    const ours = readFileSync(lockFile, 'utf8');
    writeFileSync(lockFile, `${other.pid} ${hostname()}\n`);
    try {
      const postgresPid = database.pid();
      const second = startEmbeddedDatabase(config.with({ embeddedPgPort: await freePort() }), () => undefined);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `Another SpeakWell API (pid ${other.pid}) is already using this data folder (${lockFile} is held). Stop that one first, or give this one its own DATA_DIR (or a DATABASE_URL). Nothing was changed.`,
      );
      expect(database.pid()).toBe(postgresPid);
      expect(readFileSync(lockFile, 'utf8')).toBe(`${other.pid} ${hostname()}\n`);
      await t.http.get('/api/health').expect(200);
    } finally {
      writeFileSync(lockFile, ours);
      other.kill();
    }
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const folder = mkdtempSync(join(tmpdir(), 'speakwell-lock-'));
    const lockFile = join(folder, 'postgres.lock');
    writeFileSync(lockFile, `2147483646 ${hostname()}\n`);
    const lock = lockDataDir(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a taken HTTP port before starting anything', async () => {
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await expect(assertPortFree(port, '127.0.0.1', 'PORT')).rejects.toThrow(
        new StartRefusedError(`PORT: port ${port} on 127.0.0.1 is already in use (another SpeakWell or another program?). Nothing was started.`),
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('answers 503 while PostgreSQL is killed, then recovers by itself within 10 s with no acknowledged write lost', async () => {
    const learner = await registerUser(t.http);
    const words: string[] = [];
    for (const word of ['resilient', 'candid', 'concise']) {
      await t.http.post('/api/dictionary').set(auth(learner)).send({ word }).expect(201);
      words.push(word);
    }

    const pid = database.pid();
    if (pid === undefined) throw new Error('no PostgreSQL process');
    const backends = childrenOf(pid);
    process.kill(pid, 'SIGKILL');
    // A server process serving a pooled connection can answer one more query before it notices
    // the postmaster is gone: the outage starts once they have all exited.
    await waitUntilGone(backends);
    const down = await t.http.get('/api/dictionary').set(auth(learner));
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ error: 'The database is unavailable, please try again in a few seconds', code: 'DATABASE_UNAVAILABLE', statusCode: 503 });
    expect(down.headers['retry-after']).toBe('5');

    const killedAt = Date.now();
    let health = 0;
    while (Date.now() - killedAt < 10_000 && health !== 200) {
      health = (await t.http.get('/api/health')).status;
      if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(health).toBe(200);
    const list = await t.http.get('/api/dictionary').set(auth(learner)).expect(200);
    for (const word of words) expect(JSON.stringify(list.body)).toContain(word);
  }, 60_000);
});

/** Stopping while PostgreSQL is being restarted (e.g. SIGTERM sent to the whole process group): PostgreSQL alone, no app. */
describe('embedded PostgreSQL stopped during a restart', () => {
  it('leaves no PostgreSQL running behind', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'speakwell-restart-stop-'));
    const lines: string[] = [];
    const config = testConfig({ dataDir, embeddedPgPort: await freePort(), embeddedPgRestart: true });
    const database = await startEmbeddedDatabase(config, (line) => lines.push(line));
    const pid = database.pid();
    if (pid === undefined) throw new Error('no PostgreSQL process');
    process.kill(pid, 'SIGTERM');
    // Stop as soon as the new server has begun to start, before it is ready.
    const startsBefore = lines.filter((line) => line.includes('starting PostgreSQL')).length;
    while (lines.filter((line) => line.includes('starting PostgreSQL')).length === startsBefore) await new Promise((resolve) => setTimeout(resolve, 5));
    await database.stop();
    // Find any postmaster by its port (Linux /proc).
    const running = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        } catch {
          return []; // the process ended meanwhile
        }
      })
      .filter((args) => /(^|\/)postgres$/.test(args[0] ?? '') && args.includes('-p') && args[args.indexOf('-p') + 1] === String(config.embeddedPgPort));
    expect(running).toEqual([]);
  }, 60_000);
});

/** Where the cluster's files go: PostgreSQL alone, no app. */
describe('embedded PostgreSQL data folder', () => {
  it('keeps the data in DATA_DIR even under a 0700 folder (the default .data of a checkout in /root), never under the temp folder', async () => {
    // A folder only its owner may enter, as /root is; DATA_DIR inside it.
    const home = mkdtempSync(join(tmpdir(), 'speakwell-home-'));
    chmodSync(home, 0o700);
    const dataDir = join(home, 'checkout', '.data');
    mkdirSync(dataDir, { recursive: true });
    const clusterDir = join(dataDir, 'postgres');
    const lines: string[] = [];
    const database = await startEmbeddedPostgres({ dataDir: clusterDir, port: await freePort(), restart: false, log: (line) => lines.push(line) });
    try {
      expect(existsSync(join(clusterDir, 'PG_VERSION'))).toBe(true);
      const postmaster = readFileSync(`/proc/${database.pid()}/cmdline`, 'utf8').split('\0');
      expect(postmaster[postmaster.indexOf('-D') + 1]).toBe(clusterDir);
      if (process.getuid?.() === 0) {
        // Run as root, the postgres OS user was let through the 0700 folder (enter only, not list) and the log says so.
        expect(statSync(home).mode & 0o777).toBe(0o701);
        expect(lines.some((line) => line.startsWith(`Allowed other users to pass through ${home} (mode 700 -> 701`))).toBe(true);
      }
    } finally {
      await database.stop();
    }
    // The next start finds the same cluster (none created again).
    const again = await startEmbeddedPostgres({ dataDir: clusterDir, port: await freePort(), restart: false });
    await again.stop();
    expect(lines.filter((line) => line.startsWith('Creating a PostgreSQL cluster')).length).toBe(1);
  }, 120_000);
});
