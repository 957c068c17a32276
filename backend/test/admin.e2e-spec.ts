import type { AdminUserRow } from '@speakwell/contracts';
import { DataSource } from 'typeorm';
import { addWord, askInMeeting, auth, createDrill, createDrillSession, createMeetingSession, registerUser, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Admin API', () => {
  const { t, admin, user } = setupTestApp({ admins: ['admin'], users: ['user'] });

  const as = (caller: TestUser) => ({
    list: () => t.http.get('/api/admin/users').set(auth(caller)),
    setActive: (id: string, body: object) => t.http.put(`/api/admin/users/${id}`).set(auth(caller)).send(body),
    remove: (id: string) => t.http.delete(`/api/admin/users/${id}`).set(auth(caller)),
  });
  const login = (who: TestUser) => t.http.post('/api/login').send({ email: who.email, password: who.password });
  const rowOf = async (id: string): Promise<AdminUserRow | undefined> =>
    ((await as(admin).list().expect(200)).body as AdminUserRow[]).find((row) => row.id === id);

  it('is refused to a regular user (403) and to a visitor without a token (401)', async () => {
    for (const res of [await as(user).list(), await as(user).setActive(admin.id, { is_active: false }), await as(user).remove(admin.id)]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String), code: 'ADMIN_REQUIRED', statusCode: 403 });
    }
    await t.http.get('/api/admin/users').expect(401);
    await t.http.put(`/api/admin/users/${user.id}`).send({ is_active: false }).expect(401);
    await t.http.delete(`/api/admin/users/${user.id}`).expect(401);
    // Nothing changed behind the refusals.
    expect((await login(admin)).ok).toBe(true);
  });

  it('lists every user, newest first, with role, subscription and status', async () => {
    const rows = (await as(admin).list().expect(200)).body as AdminUserRow[];
    expect(rows.map((row) => row.id)).toEqual([user.id, admin.id]);
    expect(rows[1]).toEqual({
      id: admin.id,
      name: expect.any(String),
      email: admin.email,
      role: 'admin',
      subscription_type: 'free',
      subscription_valid_until: null,
      is_active: true,
    });
    expect(rows[0]).toEqual(expect.objectContaining({ id: user.id, email: user.email, role: 'user', is_active: true }));
  });

  it('disables a user at once, ending their sessions; re-enabling lets them sign in again', async () => {
    const off = await as(admin).setActive(user.id, { is_active: false }).expect(200);
    expect(off.body).toEqual(expect.objectContaining({ id: user.id, email: user.email, is_active: false }));
    expect((await rowOf(user.id))?.is_active).toBe(false);

    const refusedLogin = await login(user);
    expect(refusedLogin.status).toBe(403);
    expect(refusedLogin.body).toEqual({ error: 'This account has been disabled', code: 'ACCOUNT_DISABLED', statusCode: 403 });
    // A wrong password gets the very same answer: a disabled account tells a guesser nothing about the password.
    const wrongPassword = await login({ ...user, password: 'not the password' });
    expect({ status: wrongPassword.status, body: wrongPassword.body }).toEqual({ status: refusedLogin.status, body: refusedLogin.body });
    // The token issued before the disable stops working immediately.
    await t.http.get('/api/user/profile').set(auth(user)).expect(401);

    const on = await as(admin).setActive(user.id, { is_active: true }).expect(200);
    expect(on.body).toEqual(expect.objectContaining({ id: user.id, is_active: true }));
    // The old token stays ended; signing in again gives a working one.
    await t.http.get('/api/user/profile').set(auth(user)).expect(401);
    const again = await login(user).expect(200);
    user.token = (again.body as { token: string }).token;
    await t.http.get('/api/user/profile').set(auth(user)).expect(200);
  });

  it('refuses a status that is not true or false', async () => {
    const res = await as(admin).setActive(user.id, { is_active: 'no' }).expect(400);
    expect(res.body).toEqual({ error: expect.stringMatching(/is_active/), code: 'INVALID_INPUT', statusCode: 400 });
    expect((await rowOf(user.id))?.is_active).toBe(true);
  });

  it('will not let an admin disable or delete their own account', async () => {
    const disable = await as(admin).setActive(admin.id, { is_active: false }).expect(400);
    expect(disable.body).toEqual({ error: 'You cannot disable your own account.', code: 'ADMIN_CANNOT_DISABLE_SELF', statusCode: 400 });
    const remove = await as(admin).remove(admin.id).expect(400);
    expect(remove.body).toEqual({ error: 'You cannot delete your own account.', code: 'ADMIN_CANNOT_DELETE_SELF', statusCode: 400 });
    expect((await rowOf(admin.id))?.is_active).toBe(true);
    expect((await login(admin)).ok).toBe(true);
  });

  it('answers 404 for an unknown user id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await as(admin).setActive(unknown, { is_active: false }).expect(404);
    expect(res.body).toEqual({ error: 'User not found.', code: 'ADMIN_USER_NOT_FOUND', statusCode: 404 });
    await as(admin).remove(unknown).expect(404);
    await as(admin).remove('not-a-uuid').expect(400);
    await as(admin).setActive('not-a-uuid', { is_active: true }).expect(400);
  });

  it('deletes a user together with all their data, and nobody else’s', async () => {
    const victim = await registerUser(t.http);
    await giveSomeData(victim);
    await giveSomeData(user);
    const before = await rowsPerTable(victim.id);
    expect(before.get('dictionary_entries')).toBe(1);
    expect(before.get('sessions')).toBe(2);
    expect(before.get('drills')).toBe(1);
    expect(before.get('meeting_qas')).toBe(1);
    const othersBefore = await rowsPerTable(user.id);

    const res = await as(admin).remove(victim.id).expect(200);
    expect(res.body).toEqual({ ok: true });

    expect(await rowOf(victim.id)).toBeUndefined();
    for (const [table, count] of await rowsPerTable(victim.id)) expect({ table, count }).toEqual({ table, count: 0 });
    expect(await rowsPerTable(user.id)).toEqual(othersBefore);
    expect((await login(victim)).ok).toBe(false);
    await t.http.get('/api/dictionary').set(auth(victim)).expect(401);
    await as(admin).remove(victim.id).expect(404);
  });

  /** A drill session with a drill, a meeting Q&A and a dictionary entry, made the way the app makes them. */
  async function giveSomeData(owner: TestUser): Promise<void> {
    await createDrill(t.http, owner, await createDrillSession(t.http, owner, { topic: 'Job interview' }));
    const context = 'Weekly planning meeting about the product launch.';
    const meetingId = await createMeetingSession(t.http, owner, { title: 'Launch sync', context });
    await askInMeeting(t.http, owner, meetingId, { context, question: 'When do we launch?' });
    await addWord(t.http, owner, 'ubiquitous');
  }

  /** Rows owned by the user in every table that has a user_id column (users itself by id). */
  async function rowsPerTable(userId: string): Promise<Map<string, number>> {
    const db = t.app.get(DataSource);
    const tables = (await db.query(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'user_id' ORDER BY table_name`,
    )) as { table_name: string }[];
    const counts = new Map<string, number>();
    const [{ count: userRows }] = (await db.query(`SELECT count(*)::int AS count FROM users WHERE id = $1`, [userId])) as { count: number }[];
    counts.set('users', userRows);
    for (const { table_name: table } of tables) {
      const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM "${table}" WHERE user_id = $1`, [userId])) as { count: number }[];
      counts.set(table, count);
    }
    return counts;
  }
});
