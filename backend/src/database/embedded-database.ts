import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { lockDataDir } from './data-dir-lock.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { assertPortFree } from './port-check.js';

/**
 * The embedded PostgreSQL of an install without DATABASE_URL, owned by this process: the data
 * folder is locked first (a second API on it stops with a clear message and touches nothing),
 * then its port is checked, then the server starts. `stop` stops it and releases the lock.
 */
export async function startEmbeddedDatabase(config: AppConfig, log: (message: string) => void): Promise<EmbeddedPostgres> {
  mkdirSync(config.dataDir, { recursive: true });
  const lock = lockDataDir(join(config.dataDir, 'postgres.lock'));
  try {
    await assertPortFree(config.embeddedPgPort, '127.0.0.1', 'EMBEDDED_PG_PORT');
    const database = await startEmbeddedPostgres({
      dataDir: join(config.dataDir, 'postgres'),
      port: config.embeddedPgPort,
      log,
      restart: config.embeddedPgRestart,
    });
    return {
      url: database.url,
      pid: database.pid,
      stop: async () => {
        try {
          await database.stop();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
