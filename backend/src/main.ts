import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { createApp } from './app.factory.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigError, findRepoRoot, loadConfig } from './config/load-config.js';
import { startEmbeddedDatabase } from './database/embedded-database.js';
import type { EmbeddedPostgres } from './database/embedded-postgres.js';
import { assertPortFree } from './database/port-check.js';
import { StartRefusedError } from './database/start-refused.error.js';
import { rememberEmbeddedDatabaseUrl } from './releases/embedded-database-url.js';

const PINO_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;
let threshold: number = PINO_LEVELS.info;

/** One JSON log line in the same shape as the request logs, for the moments before/after the app. */
function log(level: 'info' | 'error', msg: string): void {
  if (PINO_LEVELS[level] >= threshold) process.stdout.write(`${JSON.stringify({ level: PINO_LEVELS[level], time: Date.now(), msg })}\n`);
}

async function main(): Promise<void> {
  for (const file of [join(process.cwd(), '.env'), join(findRepoRoot(), '.env')]) {
    if (existsSync(file)) loadDotenv({ path: file });
  }
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  threshold = PINO_LEVELS[config.logLevel];

  let database: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    const started = Date.now();
    // The HTTP port first: a second start must fail before it touches the database.
    await assertPortFree(config.port, config.host, 'PORT');
    database = await startEmbeddedDatabase(config, (message) => {
      if (config.logLevel === 'debug' || config.logLevel === 'trace' || /FATAL|PANIC|ERROR|copy under|left running|restart|exited/.test(message)) log('info', `postgres: ${message}`);
    });
    log('info', `Embedded PostgreSQL ready on 127.0.0.1:${config.embeddedPgPort} in ${Date.now() - started} ms (data in ${config.dataDir})`);
    config = config.with({ databaseUrl: database.url });
    rememberEmbeddedDatabaseUrl(config.dataDir, database.url);
  }

  let app;
  try {
    app = await createApp(config);
  } catch (error) {
    await database?.stop();
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log('info', `${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database?.stop();
      log('info', 'Stopped');
      process.exit(0);
    }
  };
  // `on`, not `once`: `npm start` forwards the signal its process group also received, and a
  // second SIGTERM with no listener left would kill the process before PostgreSQL is stopped.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // E.g. the port is taken: leave nothing running behind.
    await app.close();
    await database?.stop();
    throw error;
  }
  log('info', `SpeakWell API listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (docs at /api/docs, AI: ${config.ai.provider})`);
}

main().catch((error: unknown) => {
  if (error instanceof StartRefusedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
