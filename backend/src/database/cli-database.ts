import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { embeddedDatabaseUrl } from '../releases/embedded-database-url.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { runMigrationsLocked } from './migrate.js';
import { migrations } from './migrations/index.js';
import { User } from '../users/user.entity.js';

export interface CliDatabase {
  db: DataSource;
  close(): Promise<void>;
}

async function connect(url: string, applicationName: string): Promise<DataSource> {
  const db = new DataSource({
    type: 'postgres',
    url,
    // The entities the commands' repositories read through TypeORM (npm run admin: AdminRepository).
    entities: [User],
    migrations,
    migrationsTransactionMode: 'each',
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    applicationName,
    connectTimeoutMS: 5000,
  });
  await db.initialize();
  try {
    // Under the API's migration lock: a tool started beside replicas never changes the schema with them.
    await runMigrationsLocked(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/**
 * The database an operator command works on, the API's own: DATABASE_URL; else the embedded
 * database of a running `npm start` (its URL is kept in DATA_DIR); else that embedded
 * database started for this command and stopped after it.
 */
export async function openCliDatabase(config: AppConfig, applicationName: string): Promise<CliDatabase> {
  if (config.databaseUrl) {
    const db = await connect(config.databaseUrl, applicationName);
    return { db, close: () => db.destroy() };
  }
  const running = embeddedDatabaseUrl(config.dataDir);
  if (running) {
    try {
      const db = await connect(running, applicationName);
      return { db, close: () => db.destroy() };
    } catch {
      // Not running: start it below.
    }
  }
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'postgres'), port: config.embeddedPgPort });
  try {
    const db = await connect(embedded.url, applicationName);
    return {
      db,
      close: async () => {
        await db.destroy();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
