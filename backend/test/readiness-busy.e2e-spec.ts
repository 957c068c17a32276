import { DataSource } from 'typeorm';
import { setupTestApp } from './support/test-setup.js';

const POOL = 2;
/** Longer than readiness trusts live traffic's last query (2 s) and than its own database check waits (2 s). */
const HOLD_S = 5;

/** What the load balancer sees of a replica that is only busy (deploy/Caddyfile: a probe every second, taken out after a 20 s timeout). */
describe('readiness of a busy replica', () => {
  const { t } = setupTestApp({ config: { dbPoolMax: POOL } });

  it('stays 200 and answers at once while every pooled connection is taken by slow queries', async () => {
    await t.http.get('/api/health/ready').expect(200);
    const dataSource = t.app.get(DataSource);
    const holdStart = Date.now();
    let held = true;
    const holds = Promise.all(Array.from({ length: POOL }, () => dataSource.query(`SELECT pg_sleep(${HOLD_S})`))).finally(() => (held = false));
    const probes: Array<{ status: number; ms: number; at: number }> = [];
    while (held) {
      const started = Date.now();
      const { status } = await t.http.get('/api/health/ready');
      if (held) probes.push({ status, ms: Date.now() - started, at: started - holdStart });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await holds;
    // Probes past the 2 s that live traffic vouches for, none waiting for the pool.
    expect(probes.at(-1)?.at).toBeGreaterThan(3000);
    expect(probes.filter((probe) => probe.status !== 200 || probe.ms > 2000)).toEqual([]);
  });
});
