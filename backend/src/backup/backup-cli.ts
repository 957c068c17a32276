// `npm run backup -- --out FILE` and `npm run restore -- FILE` (see the README's Production
// section and logical-dump.ts for the format): against DATABASE_URL, else the embedded
// database of a running `npm start`, else the embedded database started for the command.
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { exitOnFailure, loadBootConfig } from '../config/boot.js';
import type { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { startEmbeddedDatabase } from '../database/embedded-database.js';
import type { EmbeddedPostgres } from '../database/embedded-postgres.js';
import { embeddedDatabaseUrl } from '../releases/embedded-database-url.js';
import { BackupError, restoreBackup, writeBackup } from './logical-dump.js';

const USAGE = 'Usage: npm run backup -- --out FILE\n       npm run restore -- FILE   (into a new, empty database)';

async function withDatabase<T>(config: AppConfig, work: (db: DataSource) => Promise<T>): Promise<T> {
  const open = async (url: string): Promise<DataSource> => new DataSource(dataSourceOptions(url, { poolMax: 2 })).initialize();
  let db: DataSource | undefined;
  let embedded: EmbeddedPostgres | undefined;
  if (config.databaseUrl) db = await open(config.databaseUrl);
  else {
    const running = embeddedDatabaseUrl(config.dataDir);
    if (running) db = await open(running).catch(() => undefined);
    if (!db) {
      embedded = await startEmbeddedDatabase(config.with({ embeddedPgRestart: false }), () => undefined);
      db = await open(embedded.url).catch(async (error: unknown) => {
        await embedded?.stop();
        throw error;
      });
    }
  }
  try {
    return await work(db);
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

const summary = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { positionals, values } = parseArgs({ args: rest, allowPositionals: true, options: { out: { type: 'string' } } });
  const config = loadBootConfig();
  if (command === 'backup' && values.out) {
    const file = resolve(values.out);
    const counts = await withDatabase(config, (db) => writeBackup(db, file));
    process.stdout.write(`Backed up to ${file}: ${summary(counts)}\n`);
    return;
  }
  if (command === 'restore' && positionals[0]) {
    const file = resolve(positionals[0]);
    if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
    const counts = await withDatabase(config, (db) => restoreBackup(db, file));
    process.stdout.write(`Restored from ${file}, every table's count matches the backup: ${summary(counts)}\n`);
    return;
  }
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  exitOnFailure('Backup failed')(error);
});
