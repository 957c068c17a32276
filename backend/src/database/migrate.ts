import type { DataSource, Migration } from 'typeorm';

/** Advisory lock key of "schema changes in progress" (any number fixed for this app). */
const MIGRATION_LOCK_KEY = 7_195_600_001;
const LOCK_POLL_MS = 250;

/**
 * Runs `work` while holding a PostgreSQL advisory lock on one dedicated connection, so replicas
 * started together change the schema one at a time: the first applies what is pending, the
 * others wait, then find nothing left to do.
 */
async function withMigrationLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Polled with pg_try_advisory_lock rather than waited for in pg_advisory_lock: a replica
    // blocked inside a statement holds a snapshot, which a CREATE INDEX CONCURRENTLY of the
    // replica that has the lock would wait for, forever.
    for (;;) {
      const [row]: Array<{ locked: boolean }> = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK_KEY]);
      if (row?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/** Applies every pending migration (each in its own transaction unless it opts out); returns their names. */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  return withMigrationLock(dataSource, async () => (await dataSource.runMigrations({ transaction: 'each' })).map((migration: Migration) => migration.name));
}

/** Reverts the last applied migration; returns its name, or undefined when none was applied. */
export async function revertLastMigration(dataSource: DataSource): Promise<string | undefined> {
  return withMigrationLock(dataSource, async () => {
    const before = await appliedMigrations(dataSource);
    const last = before[before.length - 1];
    if (last === undefined) return undefined;
    // TypeORM's undo ignores a migration's own `transaction = false` (CONCURRENTLY index changes): honour it here.
    const outsideTransaction = dataSource.migrations.find((migration) => migration.name === last)?.transaction === false;
    await dataSource.undoLastMigration({ transaction: outsideTransaction ? 'none' : 'each' });
    return last;
  });
}

/** Names of the applied migrations, oldest first (none when the table does not exist yet). */
export async function appliedMigrations(dataSource: DataSource): Promise<string[]> {
  const table: Array<{ exists: string | null }> = await dataSource.query(`SELECT to_regclass('public.migrations')::text AS exists`);
  if (!table[0]?.exists) return [];
  const rows: Array<{ name: string }> = await dataSource.query('SELECT name FROM migrations ORDER BY timestamp, id');
  return rows.map((row) => row.name);
}

/** Every known migration with whether it is applied, oldest first. */
export async function migrationStatus(dataSource: DataSource): Promise<Array<{ name: string; applied: boolean }>> {
  const applied = new Set(await appliedMigrations(dataSource));
  return dataSource.migrations.map((migration) => {
    const name = migration.name ?? migration.constructor.name;
    return { name, applied: applied.has(name) };
  });
}
