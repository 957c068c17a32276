import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations/index.js';

/** The one PostgreSQL setup, shared by the API (DatabaseModule) and `npm run migrate`. */
export function dataSourceOptions(url: string, { poolMax = 10 }: { poolMax?: number } = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrations,
    // Run by runMigrationsLocked (one replica at a time), never by TypeORM on its own.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    applicationName: 'speakwell-api',
    // Opening a connection (a PostgreSQL process and a SCRAM handshake) can take seconds on a
    // busy host; past this the call answers 503.
    connectTimeoutMS: 10_000,
    // pg.Pool's size (DB_POOL_MAX): replicas x this must stay under the server's max_connections.
    poolSize: poolMax,
    logging: false,
  };
}
