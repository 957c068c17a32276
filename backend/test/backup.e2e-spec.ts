/**
 * `npm run backup` / `npm run restore` (src/backup): a backup taken while 20 learners write,
 * restored into a new empty database, holds every answer acknowledged before it began, the
 * same counts, and a restored app shows each learner the same dashboard.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { BackupError, restoreBackup, writeBackup } from '../src/backup/logical-dump.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { auth, createDrill, createDrillSession, registerUser, type TestUser } from './support/factories.js';
import { createDatabase, createTestApp, type TestApp } from './support/test-app.js';
import { setupTestApp } from './support/test-setup.js';

const ANSWER = 'In my last role I led a migration of our billing system and shipped it in weekly steps with no missed invoices.';

describe('backup and restore', () => {
  const { t } = setupTestApp();
  let source: DataSource;
  /** The new, empty database the backup is restored into. */
  let target: Awaited<ReturnType<typeof createDatabase>>;
  let restored: DataSource;
  let restoredApp: TestApp | undefined;

  beforeAll(async () => {
    source = await new DataSource(dataSourceOptions(t.config.databaseUrl ?? '')).initialize();
    target = await createDatabase('restore');
    restored = await new DataSource(dataSourceOptions(target.url)).initialize();
  });
  afterAll(async () => {
    await restoredApp?.close();
    await restored.destroy();
    await source.destroy();
    await target.drop();
  });

  it('restores a backup taken while 20 learners write: every acknowledged answer, the same counts and dashboards', async () => {
    const learners: TestUser[] = await Promise.all(Array.from({ length: 20 }, () => registerUser(t.http)));
    const acknowledged: Array<{ id: string; at: number }> = [];
    let writing = true;
    const writers = learners.map(async (learner) => {
      const sessionId = await createDrillSession(t.http, learner);
      do {
        const { drill_id } = await createDrill(t.http, learner, sessionId);
        await t.http.post('/api/feedback').set(auth(learner)).send({ drill_id, answer: ANSWER }).expect(200);
        acknowledged.push({ id: drill_id, at: Date.now() });
      } while (writing);
    });
    // Back up once every learner has written at least once, while they all go on writing.
    while (acknowledged.length < learners.length) await new Promise((resolve) => setTimeout(resolve, 20));
    const file = join(mkdtempSync(join(tmpdir(), 'speakwell-backup-')), 'speakwell.backup.gz');
    const backupStarted = Date.now();
    const counts = await writeBackup(source, file);
    writing = false;
    await Promise.all(writers);

    const restoredCounts = await restoreBackup(restored, file);
    expect(restoredCounts).toEqual(counts);
    const before = acknowledged.filter((write) => write.at < backupStarted).map((write) => write.id);
    expect(before.length).toBeGreaterThanOrEqual(20);
    const [present]: Array<{ n: number }> = await restored.query(
      'SELECT count(*)::int AS n FROM drills WHERE id = ANY($1::uuid[]) AND answer = $2 AND feedback IS NOT NULL',
      [before, ANSWER],
    );
    expect(present.n).toBe(before.length);

    // The restored database serves each learner exactly what the backup saw (totals not counted twice).
    restoredApp = await createTestApp({ databaseUrl: target.url });
    const restoredHttp = restoredApp.http;
    for (const learner of learners.slice(0, 3)) {
      const [{ n }]: Array<{ n: number }> = await restored.query('SELECT count(*)::int AS n FROM drills WHERE user_id = $1 AND answered_at IS NOT NULL', [
        learner.id,
      ]);
      const stats = await restoredHttp.get('/api/dashboard-stats').set(auth(learner)).expect(200);
      expect(stats.body.total_drills).toBe(n);
    }
  }, 180_000);

  it('refuses to restore into a database that has data, and leaves it as it was', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'speakwell-backup-')), 'again.backup.gz');
    await writeBackup(source, file);
    const [before]: Array<{ n: number }> = await restored.query('SELECT count(*)::int AS n FROM drills');
    await expect(restoreBackup(restored, file)).rejects.toThrow(BackupError);
    await expect(restoreBackup(restored, file)).rejects.toThrow(/The database is not empty \(table \w+ has rows\): restore into a new, empty database/);
    const [after]: Array<{ n: number }> = await restored.query('SELECT count(*)::int AS n FROM drills');
    expect(after.n).toBe(before.n);
  });
});
