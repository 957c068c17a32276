import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { migrations } from '../src/database/migrations/index.js';
import { MIGRATION_LOCK_TIMEOUT_MS, migrationStatus, revertLastMigration, runMigrationsLocked, withMigrationLock } from '../src/database/migrate.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { setupTestApp } from './support/test-setup.js';
import { until } from './support/until.js';

/** A next release's migration that alters `users` (the last shipped one may touch another table). */
class UsersColumnOfNextRelease9999999999999 implements MigrationInterface {
  name = 'UsersColumnOfNextRelease9999999999999';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN next_release_probe integer');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN next_release_probe');
  }
}

/** What `npm run migrate up|down|status` does, on a database the API has already migrated. */
describe('migrations for operators', () => {
  const logLines: string[] = [];
  const { t } = setupTestApp({ config: { logLevel: 'info' }, options: { logStream: { write: (line: string) => void logLines.push(line) } } });
  /** The migration commands' own connection, as `npm run migrate` opens one beside the running API. */
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await new DataSource(dataSourceOptions(t.config.databaseUrl ?? '')).initialize();
  });
  afterAll(() => dataSource.destroy());

  it('lists every migration as applied, reverts the last (a CONCURRENTLY index change) and applies it again', async () => {
    const status = await migrationStatus(dataSource);
    expect(status.length).toBeGreaterThan(0);
    expect(status.every((row) => row.applied)).toBe(true);
    const last = status[status.length - 1]?.name;

    expect(await revertLastMigration(dataSource)).toBe(last);
    expect((await migrationStatus(dataSource)).filter((row) => !row.applied).map((row) => row.name)).toEqual([last]);

    expect(await runMigrationsLocked(dataSource)).toEqual([last]);
    expect((await migrationStatus(dataSource)).every((row) => row.applied)).toBe(true);
    expect(await runMigrationsLocked(dataSource)).toEqual([]);
  });

  it('lets any number of runners start together: one applies, the others find nothing left', async () => {
    await revertLastMigration(dataSource);
    const runners = await Promise.all([1, 2, 3].map(() => new DataSource(dataSourceOptions(t.config.databaseUrl ?? '')).initialize()));
    try {
      const applied = await Promise.all(runners.map((runner) => runMigrationsLocked(runner)));
      expect(applied.flat()).toHaveLength(1);
    } finally {
      await Promise.all(runners.map((runner) => runner.destroy()));
    }
  });

  it('takes the replica out of rotation (readiness 503, the log says why) while the schema is older than it needs, not 500s', async () => {
    await t.http.get('/api/health/ready').expect(200);
    const last = await revertLastMigration(dataSource);
    try {
      // Within a couple of seconds (readiness holds a schema check that long; the proxy asks every second).
      await until('readiness to fail', async () => (await t.http.get('/api/health/ready')).status === 503, { timeoutMs: 5000 });
      const ready = await t.http.get('/api/health/ready').expect(503);
      expect(ready.body).toEqual({
        error: `Database schema is older than this version needs (not applied: ${last})`,
        code: 'DATABASE_SCHEMA_OUTDATED',
        statusCode: 503,
        database: 'down',
        version: t.config.version,
      });
      expect(
        logLines.some(
          (line) => line.includes('"level":40') && line.includes(`Not ready: Database schema is older than this version needs (not applied: ${last})`),
        ),
      ).toBe(true);
      // Liveness is not readiness: the process is fine, a restart would apply the migration.
      await t.http.get('/api/health/live').expect(200);
    } finally {
      await runMigrationsLocked(dataSource);
    }
    await until('readiness to pass', async () => (await t.http.get('/api/health/ready')).status === 200, { timeoutMs: 5000 });
  });

  it('gives up a lock held by live traffic within a second (writes are not held up behind it), then retries until it gets it', async () => {
    const nextRelease = await new DataSource({
      ...dataSourceOptions(t.config.databaseUrl ?? ''),
      migrations: [...migrations, UsersColumnOfNextRelease9999999999999],
    }).initialize();
    const last = 'UsersColumnOfNextRelease9999999999999';
    // A long read of users by live traffic: the migration's ALTER TABLE users must wait for it.
    const reader = dataSource.createQueryRunner();
    await reader.connect();
    await reader.startTransaction();
    await reader.query('SELECT count(*) FROM users');
    const log: string[] = [];
    const migrating = runMigrationsLocked(nextRelease, (line) => log.push(line));
    try {
      try {
        // Wait until the migration has asked for its lock at least once, then write as a user would.
        await until(
          'the migration to wait for a lock',
          async () =>
            (await dataSource.query(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND locktype = 'relation'`))[0].n > 0 || log.length > 0,
        );
        // A migration that kept waiting would hold this write until the reader commits, which is
        // after it: the write finishing at all shows the migration let go. The bound is a lock
        // timeout plus room for a loaded machine (1.5 s was missed by 25 ms at load 15).
        const started = Date.now();
        await dataSource.query(`UPDATE users SET name = name WHERE false`);
        await dataSource.query(`INSERT INTO users (email, name, password_hash) VALUES ($1, 'Live', 'x')`, [`live-${Date.now()}@example.com`]);
        expect(Date.now() - started).toBeLessThan(MIGRATION_LOCK_TIMEOUT_MS + 5000);
        await until('the log to name the lock', () => log.some((line) => line.startsWith('A migration met a lock held by live traffic')));
      } finally {
        await reader.commitTransaction();
        await reader.release();
      }
      expect(await migrating).toEqual([last]);
      expect(log).toContain(`Applied migration ${last}`);
    } finally {
      // Also when an expectation above failed: the next test must find the schema as it was.
      await migrating.catch(() => undefined);
      if ((await migrationStatus(nextRelease)).find((row) => row.name === last)?.applied) await revertLastMigration(nextRelease);
      await nextRelease.destroy();
    }
  });

  it('lets other commands take the same advisory lock (npm run remotes, admin commands wait for a running migration)', async () => {
    const order: string[] = [];
    await revertLastMigration(dataSource);
    let finishOther: () => void = () => undefined;
    const otherWorking = new Promise<void>((resolve) => (finishOther = resolve));
    const other = withMigrationLock(dataSource, async () => {
      order.push('other command starts');
      await otherWorking;
      order.push('other command ends');
    });
    await until('the other command to hold the lock', () => order.length > 0);
    const migration = runMigrationsLocked(dataSource).then(() => order.push('migration applied'));
    // The other command ends only once the migration has asked for the lock too (from its own connection).
    const askingForLock = async () =>
      (
        await dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT pg_try_advisory_lock%'`,
        )
      )[0].n >= 2;
    await until('the migration to ask for the lock', askingForLock);
    expect(order).toEqual(['other command starts']);
    finishOther();
    await Promise.all([other, migration]);
    expect(order).toEqual(['other command starts', 'other command ends', 'migration applied']);
  });
});
