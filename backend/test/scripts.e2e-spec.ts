import type { Script, ScriptHistoryEntry } from '@speakwell/contracts';
import { DataSource } from 'typeorm';
import { auth, createScript, registerAdmin, registerUser, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Scripts API: the library and the editor', () => {
  const { t, alice, bob } = setupTestApp({ users: ['alice', 'bob'] });

  const list = async (user: TestUser): Promise<Script[]> => (await t.http.get('/api/scripts').set(auth(user)).expect(200)).body as Script[];
  const get = async (user: TestUser, id: string): Promise<Script> => (await t.http.get(`/api/scripts/${id}`).set(auth(user)).expect(200)).body as Script;

  it('starts with an empty library', async () => {
    expect(await list(alice)).toEqual([]);
  });

  it('creates a script and answers it with voice control on by default', async () => {
    const created = await t.http
      .post('/api/scripts')
      .set(auth(alice))
      .send({ title: 'Keynote', description: 'Opening talk', tags: ['talk', 'work'], content: 'Good morning everyone.' })
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(String) });
    const id = (created.body as { id: string }).id;
    expect(await get(alice, id)).toEqual({
      id,
      title: 'Keynote',
      description: 'Opening talk',
      tags: ['talk', 'work'],
      content: 'Good morning everyone.',
      settings: { isVoiceControl: true },
      updated_at: expect.any(String),
    });
  });

  it("saves an empty title as 'Untitled Script', and trims tags dropping empty ones", async () => {
    const id = await createScript(t.http, alice, { title: '   ', description: '', tags: [' pitch ', '', '  ', 'sales'], content: 'Hello.' });
    const script = await get(alice, id);
    expect(script.title).toBe('Untitled Script');
    expect(script.tags).toEqual(['pitch', 'sales']);
  });

  it('lists the most recently updated script first', async () => {
    const older = await createScript(t.http, alice, { title: 'Older', description: '', tags: [], content: 'One.' });
    await createScript(t.http, alice, { title: 'Newer', description: '', tags: [], content: 'Two.' });
    expect((await list(alice)).map((script) => script.title).slice(0, 2)).toEqual(['Newer', 'Older']);

    // Editing the older one brings it to the top.
    await t.http.put(`/api/scripts/${older}`).set(auth(alice)).send({ content: 'One, edited.' }).expect(200);
    const scripts = await list(alice);
    expect(scripts[0]).toMatchObject({ id: older, content: 'One, edited.' });
    expect(Object.keys(scripts[0]).sort()).toEqual(['content', 'description', 'id', 'settings', 'tags', 'title', 'updated_at']);
  });

  it('answers voice control on for a stored script whose settings lack it', async () => {
    const id = await createScript(t.http, alice, { title: 'Old row', description: '', tags: [], content: 'x' });
    await t.app.get(DataSource).query(`UPDATE scripts SET settings = '{}' WHERE id = $1`, [id]);
    expect((await get(alice, id)).settings).toEqual({ isVoiceControl: true });
  });

  it('renames a script with a trimmed title and moves its updated time on', async () => {
    const id = await createScript(t.http, alice, { title: 'Draft', description: 'keep me', tags: ['a'], content: 'Words.' });
    const before = await get(alice, id);
    const res = await t.http.put(`/api/scripts/${id}`).set(auth(alice)).send({ title: '  Final talk  ' }).expect(200);
    expect(res.body).toEqual({ ...before, title: 'Final talk', updated_at: expect.any(String) });
    expect(Date.parse((res.body as Script).updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(await get(alice, id)).toEqual(res.body);
  });

  it('refuses a rename to an empty title with 400 and keeps the old title', async () => {
    const id = await createScript(t.http, alice, { title: 'Stays', description: '', tags: [], content: '' });
    for (const title of ['', '    ']) {
      const res = await t.http.put(`/api/scripts/${id}`).set(auth(alice)).send({ title }).expect(400);
      expect(res.body).toEqual({ error: expect.stringMatching(/title/i), code: 'INVALID_INPUT', statusCode: 400 });
    }
    expect((await get(alice, id)).title).toBe('Stays');
  });

  it("saves the editor's whole form, an empty title as 'Untitled Script'", async () => {
    const id = await createScript(t.http, alice, { title: 'Editor', description: '', tags: [], content: 'First draft.' });
    const res = await t.http
      .put(`/api/scripts/${id}`)
      .set(auth(alice))
      .send({ id, title: '', description: 'Second pass', tags: ['x', ' y ', ''], content: 'Second draft.' })
      .expect(200);
    expect(res.body).toMatchObject({ id, title: 'Untitled Script', description: 'Second pass', tags: ['x', 'y'], content: 'Second draft.' });
    expect(await get(alice, id)).toEqual(res.body);
  });

  it('validates bodies, naming the field', async () => {
    const cases: [string, object][] = [
      ['title', { title: 42 }],
      ['tags', { tags: 'a, b' }],
      ['content', { content: 'x'.repeat(100_001) }],
    ];
    for (const [field, body] of cases) {
      const res = await t.http.post('/api/scripts').set(auth(alice)).send(body).expect(400);
      expect(res.body).toEqual({ error: expect.stringContaining(field), code: 'INVALID_INPUT', statusCode: 400 });
    }
    const id = await createScript(t.http, alice, { title: 'Valid', content: 'ok' });
    const res = await t.http
      .put(`/api/scripts/${id}`)
      .set(auth(alice))
      .send({ description: ['no'] })
      .expect(400);
    expect(res.body).toEqual({ error: expect.stringMatching(/description/i), code: 'INVALID_INPUT', statusCode: 400 });
  });

  it('answers 400 for an id that is not a UUID, and 404 for an unknown one', async () => {
    for (const req of [
      t.http.get('/api/scripts/nope'),
      t.http.put('/api/scripts/nope').send({ title: 'x' }),
      t.http.delete('/api/scripts/nope'),
      t.http.get('/api/scripts/nope/history'),
    ]) {
      const res = await req.set(auth(alice)).expect(400);
      expect(res.body).toEqual({ error: expect.stringContaining('id'), code: 'INVALID_INPUT', statusCode: 400 });
    }
    const res = await t.http.get('/api/scripts/00000000-0000-4000-8000-000000000000').set(auth(alice)).expect(404);
    expect(res.body).toEqual({ error: 'Script not found.', code: 'SCRIPT_NOT_FOUND', statusCode: 404 });
  });

  it("keeps another user's scripts out of reach: 404 on every route, and nothing changes", async () => {
    const id = await createScript(t.http, alice, { title: 'Private', description: 'mine', tags: [], content: 'Secret words here.' });
    const before = await get(alice, id);
    const attempts = [
      t.http.get(`/api/scripts/${id}`),
      t.http.put(`/api/scripts/${id}`).send({ title: 'Hijacked' }),
      t.http.put(`/api/scripts/${id}`).send({ id, title: 'Hijacked', description: '', tags: [], content: '' }),
      t.http.delete(`/api/scripts/${id}`),
      t.http.get(`/api/scripts/${id}/history`),
      t.http.post('/api/scripts/analyze').send({ script_id: id, script_content: 'Secret words here.', spoken_text: 'Secret words here.' }),
    ];
    for (const attempt of attempts) {
      const res = await attempt.set(auth(bob)).expect(404);
      expect(res.body).toEqual({ error: 'Script not found.', code: 'SCRIPT_NOT_FOUND', statusCode: 404 });
    }
    expect(await list(bob)).toEqual([]);
    expect(await get(alice, id)).toEqual(before);
    expect((await t.http.get(`/api/scripts/${id}/history`).set(auth(alice)).expect(200)).body).toEqual([]);
  });

  /** One shadowing run of the script, read word for word: a row in its practice history. */
  const practiseWordForWord = (user: TestUser, id: string, content: string) =>
    t.http.post('/api/scripts/analyze').set(auth(user)).send({ script_id: id, script_content: content, spoken_text: content }).expect(200);

  it('deletes a script together with its practice history', async () => {
    const id = await createScript(t.http, alice, { title: 'To delete', description: '', tags: [], content: 'Read this line aloud.' });
    await practiseWordForWord(alice, id, 'Read this line aloud.');
    expect(((await t.http.get(`/api/scripts/${id}/history`).set(auth(alice)).expect(200)).body as ScriptHistoryEntry[]).length).toBe(1);

    expect((await t.http.delete(`/api/scripts/${id}`).set(auth(alice)).expect(200)).body).toEqual({ ok: true });
    await t.http.get(`/api/scripts/${id}`).set(auth(alice)).expect(404);
    await t.http.get(`/api/scripts/${id}/history`).set(auth(alice)).expect(404);
    await t.http.delete(`/api/scripts/${id}`).set(auth(alice)).expect(404);
    expect((await list(alice)).map((script) => script.id)).not.toContain(id);
    const [{ count }] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM script_practice_runs WHERE script_id = $1`, [id])) as {
      count: number;
    }[];
    expect(count).toBe(0);
  });

  it("goes with its owner: an admin deleting a user removes their scripts and practice runs, nobody else's", async () => {
    const victim = await registerUser(t.http);
    const admin = await registerAdmin(t.http);
    const id = await createScript(t.http, victim, { title: 'Leaving', description: '', tags: [], content: 'Short and sweet.' });
    await practiseWordForWord(victim, id, 'Short and sweet.');
    const db = t.app.get(DataSource);
    const owned = async (userId: string) =>
      (await db.query(
        `SELECT (SELECT count(*)::int FROM scripts WHERE user_id = $1) AS scripts, (SELECT count(*)::int FROM script_practice_runs WHERE user_id = $1) AS runs`,
        [userId],
      )) as { scripts: number; runs: number }[];
    expect(await owned(victim.id)).toEqual([{ scripts: 1, runs: 1 }]);
    const alicesBefore = await owned(alice.id);

    await t.http.delete(`/api/admin/users/${victim.id}`).set(auth(admin)).expect(200);
    expect(await owned(victim.id)).toEqual([{ scripts: 0, runs: 0 }]);
    expect(await owned(alice.id)).toEqual(alicesBefore);
  });

  it('asks for a token', async () => {
    await t.http.get('/api/scripts').expect(401);
    await t.http.post('/api/scripts').send({ title: 'x' }).expect(401);
  });
});
