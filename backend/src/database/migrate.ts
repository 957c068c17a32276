import { type DataSource, type Migration, MigrationExecutor, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Advisory lock key of "schema changes in progress" (any number fixed for this app). */
const MIGRATION_LOCK_KEY = 7_195_600_001;
const LOCK_POLL_MS = 250;

/**
 * How long a migration's statement waits for a table lock before it gives up (and is retried):
 * below PostgreSQL's deadlock_timeout (1 s), so when a migration and a live write wait on each
 * other the migration gives up first and the user's write goes through. Live writes queue
 * behind a waiting ALTER for at most this long.
 */
export const MIGRATION_LOCK_TIMEOUT_MS = 800;
/**
 * How long a migration that meets locks it cannot get (or a deadlock) keeps trying, with waits of
 * 0.25, 0.5, 1, 2, 2, ... s (and a little jitter) between attempts. Each attempt holds live writes
 * back for at most MIGRATION_LOCK_TIMEOUT_MS; on a busy database an attempt finds a gap within
 * seconds, but a handful of attempts was seen to run out under 50 learners on a loaded machine,
 * and a new replica that gives up never starts.
 */
const LOCK_RETRY_WINDOW_MS = 120_000;

/** lock_not_available (lock_timeout) and deadlock_detected: the migration met live traffic, not a bug. */
function isLockConflict(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null
      ? ((error as { code?: unknown; driverError?: { code?: unknown } }).code ?? (error as { driverError?: { code?: unknown } }).driverError?.code)
      : undefined;
  return code === '55P03' || code === '40P01';
}

const guarded = new WeakSet<MigrationInterface>();

/**
 * Makes every migration of `dataSource` start its transaction with `SET LOCAL lock_timeout`, so
 * no migration (the ones to come included) can stall live writes behind a lock it waits for.
 * Migrations without a transaction (`transaction = false`, CONCURRENTLY index builds) take no
 * blocking table locks and are left alone.
 */
function guardLockWaits(dataSource: DataSource): void {
  for (const migration of dataSource.migrations) {
    if (guarded.has(migration)) continue;
    guarded.add(migration);
    for (const step of ['up', 'down'] as const) {
      const original = migration[step].bind(migration);
      migration[step] = async (queryRunner: QueryRunner) => {
        if (queryRunner.isTransactionActive) await queryRunner.query(`SET LOCAL lock_timeout = '${MIGRATION_LOCK_TIMEOUT_MS}ms'`);
        return original(queryRunner);
      };
    }
  }
}

/**
 * Runs `work` while holding the schema-change advisory lock on one dedicated connection
 * (handed to `work`), so every entry point that changes the schema (API start, `npm run
 * migrate`, `npm run remotes`, admin commands) does it one at a time: the first applies what is
 * pending, the others wait, then find nothing left to do. Use it for any schema change:
 *   await withMigrationLock(dataSource, (runner) => ...);
 */
export async function withMigrationLock<T>(dataSource: DataSource, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
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
      return await work(runner);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/** `step` again after a lock conflict (each migration is its own transaction, so a retry resumes where it stopped). */
async function retryingLockConflicts<T>(step: () => Promise<T>, onRetry: (error: unknown, attempt: number) => void): Promise<T> {
  const giveUpAt = Date.now() + LOCK_RETRY_WINDOW_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (!isLockConflict(error) || Date.now() >= giveUpAt) throw error;
      onRetry(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** (attempt - 1), 2000) + Math.random() * 250));
    }
  }
}

export interface MigrationLog {
  (message: string): void;
}

/** Applies every pending migration (each in its own transaction unless it opts out) under the lock; returns their names. */
export async function runMigrationsLocked(dataSource: DataSource, log: MigrationLog = () => undefined): Promise<string[]> {
  guardLockWaits(dataSource);
  return withMigrationLock(dataSource, async (runner) => {
    const applied: string[] = [];
    await retryingLockConflicts(
      async () => {
        const executor = new MigrationExecutor(dataSource, runner);
        executor.transaction = 'each';
        for (const migration of await executor.executePendingMigrations()) {
          applied.push(migration.name);
          log(`Applied migration ${migration.name}`);
        }
      },
      (error, attempt) =>
        log(`A migration met a lock held by live traffic (${error instanceof Error ? error.message : String(error)}); trying again (attempt ${attempt + 1})`),
    );
    return applied;
  });
}

/** Reverts the last applied migration under the lock; returns its name, or undefined when none was applied. */
export async function revertLastMigration(dataSource: DataSource, log: MigrationLog = () => undefined): Promise<string | undefined> {
  guardLockWaits(dataSource);
  return withMigrationLock(dataSource, async (runner) => {
    const before = await appliedMigrations(dataSource);
    const last = before[before.length - 1];
    if (last === undefined) return undefined;
    // TypeORM's undo ignores a migration's own `transaction = false` (CONCURRENTLY index changes): honour it here.
    const outsideTransaction = dataSource.migrations.find((migration) => migration.name === last)?.transaction === false;
    await retryingLockConflicts(
      async () => {
        const executor = new MigrationExecutor(dataSource, runner);
        executor.transaction = outsideTransaction ? 'none' : 'each';
        await executor.undoLastMigration();
      },
      (error, attempt) =>
        log(`Reverting met a lock held by live traffic (${error instanceof Error ? error.message : String(error)}); trying again (attempt ${attempt + 1})`),
    );
    log(`Reverted migration ${last}`);
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

/** The migrations this code needs that the database lacks (empty: the schema is at least as new as the code). */
export async function missingMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = new Set(await appliedMigrations(dataSource));
  return dataSource.migrations
    .map((migration: Migration | MigrationInterface) => migration.name ?? migration.constructor.name)
    .filter((name) => !applied.has(name));
}

/** Every known migration with whether it is applied, oldest first. */
export async function migrationStatus(dataSource: DataSource): Promise<Array<{ name: string; applied: boolean }>> {
  const applied = new Set(await appliedMigrations(dataSource));
  return dataSource.migrations.map((migration) => {
    const name = migration.name ?? migration.constructor.name;
    return { name, applied: applied.has(name) };
  });
}
