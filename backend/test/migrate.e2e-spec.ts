import { DataSource } from 'typeorm';
import { migrationStatus, revertLastMigration, runMigrationsLocked } from '../src/database/migrate.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** What `npm run migrate up|down|status` does, on a database the API has already migrated. */
describe('migrations for operators', () => {
  let t: TestApp;
  let dataSource: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    dataSource = await new DataSource(dataSourceOptions(t.config.databaseUrl ?? '')).initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await t.close();
  });

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
});
