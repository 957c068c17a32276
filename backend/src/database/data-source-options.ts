import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations/index.js';

/** The one PostgreSQL setup, shared by the API (DatabaseModule) and `npm run migrate`. */
export function dataSourceOptions(url: string): DataSourceOptions {
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
    logging: false,
  };
}
