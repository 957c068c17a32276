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
    connectTimeoutMS: 5000,
    logging: false,
  };
}
