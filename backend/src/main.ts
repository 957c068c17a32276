import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { listenForOperators } from './metrics/register-metrics.js';
import { createBootLogger, exitOnFailure, loadBootConfig } from './config/boot.js';
import { startEmbeddedDatabase } from './database/embedded-database.js';
import type { EmbeddedPostgres } from './database/embedded-postgres.js';
import { assertPortFree } from './database/port-check.js';
import { stopGracefully } from './lifecycle/graceful-stop.js';
import { rememberEmbeddedDatabaseUrl } from './releases/embedded-database-url.js';

async function main(): Promise<void> {
  let config = loadBootConfig();
  const log = createBootLogger(config);

  let database: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    const started = Date.now();
    // The HTTP port first: a second start must fail before it touches the database.
    await assertPortFree(config.port, config.host, 'PORT');
    database = await startEmbeddedDatabase(config, (message) => {
      if (config.logLevel === 'debug' || config.logLevel === 'trace' || /FATAL|PANIC|ERROR|copy under|left running|restart|exited/.test(message))
        log.info(`postgres: ${message}`);
    });
    log.info(`Embedded PostgreSQL ready on 127.0.0.1:${config.embeddedPgPort} in ${Date.now() - started} ms (data in ${config.dataDir})`);
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
    // SIGTERM is a deploy or a scale-down: drain first, so the proxy moves traffic away before
    // the port closes. Ctrl-C (SIGINT) and SIGHUP in a terminal stop at once (in-flight requests still finish).
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), drainMs + 20_000);
    force.unref();
    try {
      await stopGracefully(app, drainMs, (message) => log.info(message));
    } finally {
      await database?.stop();
      log.info('Stopped');
      process.exit(0);
    }
  };
  // `on`, not `once`: `npm start` forwards the signal its process group also received, and a
  // second SIGTERM with no listener left would kill the process before PostgreSQL is stopped.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  let operators: string | undefined;
  try {
    await app.listen({ port: config.port, host: config.host });
    operators = await listenForOperators(app, config);
  } catch (error) {
    // E.g. the port is taken: leave nothing running behind.
    await app.close();
    await database?.stop();
    throw error;
  }
  log.info(`SpeakWell API listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (AI: ${config.ai.provider})`);
  if (operators) log.info(`/metrics and /api/docs on ${operators} only`);
}

main().catch(exitOnFailure('Failed to start'));
