import { DataSource } from 'typeorm';
import { auth, registerAdmin, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

const ROUNDS = 12;

describe('The last active admin stays, even when two admins act on each other at the same moment', () => {
  const { t } = setupTestApp();

  const activeAdmins = async (): Promise<number> => {
    const [row] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND is_active`)) as Array<{ n: number }>;
    return row?.n ?? 0;
  };
  /** Two fresh admins, and nobody else active as admin. */
  const twoAdmins = async (): Promise<[TestUser, TestUser]> => {
    await t.app.get(DataSource).query(`UPDATE users SET role = 'user' WHERE role = 'admin'`);
    return [await registerAdmin(t.http), await registerAdmin(t.http)];
  };

  it(`two admins disabling each other at once: one wins, the other is refused, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([
        t.http.put(`/api/admin/users/${b.id}`).set(auth(a)).send({ is_active: false }),
        t.http.put(`/api/admin/users/${a.id}`).set(auth(b)).send({ is_active: false }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect({ round, statuses }).toEqual({ round, statuses: [200, expect.any(Number)] });
      // Refused as the last active admin (409), as an admin no longer (403), or, arriving after the
      // other's change, as a session that ended with the account's disabling (401).
      expect([401, 403, 409]).toContain(statuses[1]);
      expect(await activeAdmins()).toBe(1);
    }
  });

  it(`two admins deleting each other at once: one wins, the other is refused, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([t.http.delete(`/api/admin/users/${b.id}`).set(auth(a)), t.http.delete(`/api/admin/users/${a.id}`).set(auth(b))]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect({ round, statuses }).toEqual({ round, statuses: [200, expect.any(Number)] });
      expect([401, 403, 409]).toContain(statuses[1]);
      expect(await activeAdmins()).toBe(1);
    }
  });
});
