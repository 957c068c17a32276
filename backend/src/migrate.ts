import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { exitOnFailure, loadBootConfig } from './config/boot.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { startEmbeddedDatabase } from './database/embedded-database.js';
import type { EmbeddedPostgres } from './database/embedded-postgres.js';
import { migrationStatus, revertLastMigration, runMigrationsLocked } from './database/migrate.js';

/**
 * `npm run migrate [up|down|status]` for operators who change the schema as a separate step
 * (the API also applies pending migrations when it starts). Same configuration as the API:
 * DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (refused while an API runs on it).
 */
const USAGE =
  'Usage: npm run migrate [up|down|status]\n  up      apply every pending migration (default)\n  down    revert the last applied migration\n  status  list migrations and whether each is applied';
const COMMANDS = ['up', 'down', 'status'] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(value: string): value is Command {
  return (COMMANDS as readonly string[]).includes(value);
}

async function run(command: Command, dataSource: DataSource): Promise<void> {
  switch (command) {
    case 'up': {
      const applied = await runMigrationsLocked(dataSource, (message) => process.stderr.write(`${message}\n`));
      process.stdout.write(applied.length === 0 ? 'No pending migrations.\n' : `Applied ${applied.length}: ${applied.join(', ')}\n`);
      return;
    }
    case 'down': {
      const reverted = await revertLastMigration(dataSource, (message) => process.stderr.write(`${message}\n`));
      process.stdout.write(reverted ? `Reverted ${reverted}\n` : 'No applied migration to revert.\n');
      return;
    }
    case 'status': {
      const rows = await migrationStatus(dataSource);
      for (const row of rows) process.stdout.write(`${row.applied ? '[x]' : '[ ]'} ${row.name}\n`);
      const pending = rows.filter((row) => !row.applied).length;
      process.stdout.write(`${rows.length - pending} applied, ${pending} pending\n`);
      return;
    }
  }
}

async function main(): Promise<void> {
  const command = process.argv[2] ?? 'up';
  if (!isCommand(command)) {
    process.stderr.write(`Unknown command "${command}".\n${USAGE}\n`);
    process.exit(2);
  }
  const config = loadBootConfig();
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedDatabase(config.with({ embeddedPgRestart: false }), () => undefined);
  try {
    const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl ?? embedded?.url ?? '')).initialize();
    try {
      await run(command, dataSource);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await embedded?.stop();
  }
}

main().catch(exitOnFailure('Migration failed'));
