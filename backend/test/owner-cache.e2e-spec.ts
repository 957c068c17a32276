import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DashboardStats, DictionaryEntry, SessionDetail, SessionSummary } from '@speakwell/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { addWord, answerDrill, auth, createDrill, createDrillSession, createScript, registerUser, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

const topics = (rows: SessionSummary[]): string[] => rows.map((row) => row.topic);

describe("Answers reused while the user's data is unchanged (RESPONSE_CACHE_MB)", () => {
  const { t, alice, bob, admin } = setupTestApp({ admins: ['admin'], users: ['alice', 'bob'] });
  const sessions = (user: TestUser, http = t.http) => http.get('/api/sessions?type=Drill').set(auth(user)).expect(200);
  const version = async (user: TestUser): Promise<number> =>
    Number((await t.app.get(DataSource).query('SELECT data_version FROM users WHERE id = $1', [user.id]))[0].data_version);

  it('shows every write on the next read: new, answered and deleted sessions, words, scripts', async () => {
    expect(topics((await sessions(alice)).body)).toEqual([]);
    const first = await createDrillSession(t.http, alice, { topic: 'Negotiation' });
    expect(topics((await sessions(alice)).body)).toEqual(['Negotiation']);
    await createDrillSession(t.http, alice, { topic: 'Conflict' });
    expect(topics((await sessions(alice)).body)).toEqual(['Conflict', 'Negotiation']);

    const stats = async () => (await t.http.get('/api/dashboard-stats').set(auth(alice)).expect(200)).body as DashboardStats;
    expect((await stats()).total_drills).toBe(0);
    const drill = await createDrill(t.http, alice, first);
    await answerDrill(t.http, alice, drill.drill_id, 'I listened to both sides, found what each needed, and we agreed on a plan.');
    expect((await stats()).total_drills).toBe(1);
    const detail = await t.http.get(`/api/sessions/${first}`).set(auth(alice)).expect(200);
    expect(JSON.stringify(detail.body)).toContain('found what each needed');

    await t.http.delete(`/api/sessions/${first}`).set(auth(alice)).expect(200);
    expect(topics((await sessions(alice)).body)).toEqual(['Conflict']);
    expect((await stats()).total_drills).toBe(0);
    await t.http.get(`/api/sessions/${first}`).set(auth(alice)).expect(404);

    const words = async () => ((await t.http.get('/api/dictionary').set(auth(alice)).expect(200)).body as DictionaryEntry[]).map((entry) => entry.word);
    expect(await words()).toEqual([]);
    await addWord(t.http, alice, 'candid');
    expect(await words()).toEqual(['candid']);

    const scriptId = await createScript(t.http, alice, { title: 'Pitch', content: 'We help teams practise.' });
    const script = () => t.http.get(`/api/scripts/${scriptId}`).set(auth(alice)).expect(200);
    expect((await script()).body.title).toBe('Pitch');
    await t.http.put(`/api/scripts/${scriptId}`).set(auth(alice)).send({ title: 'Pitch, final' }).expect(200);
    expect((await script()).body.title).toBe('Pitch, final');
    expect((await t.http.get('/api/scripts').set(auth(alice)).expect(200)).body.map((row: { title: string }) => row.title)).toEqual(['Pitch, final']);
  });

  it('never hands one user the answer made for another at the same URL', async () => {
    await createDrillSession(t.http, bob, { topic: 'Bob only' });
    expect(topics((await sessions(bob)).body)).toEqual(['Bob only']);
    expect(topics((await sessions(alice)).body)).not.toContain('Bob only');
    expect(topics((await sessions(bob)).body)).toEqual(['Bob only']);
  });

  it('still checks the sign-in first: a disabled account gets 401 for a read it made before', async () => {
    const carol = await registerUser(t.http);
    await createDrillSession(t.http, carol, { topic: 'Before' });
    await sessions(carol);
    await t.http.put(`/api/admin/users/${carol.id}`).set(auth(admin)).send({ is_active: false }).expect(200);
    await t.http.get('/api/sessions?type=Drill').set(auth(carol)).expect(401);
  });

  it('sends the same answer again: same JSON and Link header, brotli when asked, JSON when not', async () => {
    for (let i = 0; i < 8; i += 1) await createDrillSession(t.http, alice, { topic: `Long enough to compress, number ${i}, ${'with words '.repeat(10)}` });
    const plain = await t.http.get('/api/sessions?type=Drill&limit=1').set(auth(alice)).expect(200);
    expect(plain.headers.link).toMatch(/^<\/api\/sessions\?type=Drill&limit=1&cursor=[^>]+>; rel="next"$/);
    const again = await t.http.get('/api/sessions?type=Drill&limit=1').set(auth(alice)).expect(200);
    expect(again.body).toEqual(plain.body);
    expect(again.headers.link).toBe(plain.headers.link);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');

    const path = '/api/sessions?type=Drill';
    const json = (await t.http.get(path).set(auth(alice)).set('Accept-Encoding', 'identity').expect(200)).body as SessionSummary[];
    expect(json.length).toBe(9);
    for (let i = 0; i < 2; i += 1) {
      // superagent decodes brotli itself: the header says what was sent.
      const br = await t.http.get(path).set(auth(alice)).set('Accept-Encoding', 'br').expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.body).toEqual(json);
    }
  });

  it('raises the data version once per committed write, never for one rolled back', async () => {
    const db = t.app.get(DataSource);
    const before = await version(bob);
    const session = await createDrillSession(t.http, bob, { topic: 'Versioned' });
    expect(await version(bob)).toBe(before + 1);

    const runner = db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`INSERT INTO drills (session_id, user_id, question) SELECT $1, $2, 'Question ' || i FROM generate_series(1, 50) AS i`, [
        session,
        bob.id,
      ]);
      await runner.query(`UPDATE sessions SET topic = 'Versioned again' WHERE id = $1`, [session]);
      await runner.commitTransaction();
      expect(await version(bob)).toBe(before + 2);

      await runner.startTransaction();
      await runner.query(`DELETE FROM drills WHERE session_id = $1`, [session]);
      await runner.rollbackTransaction();
      expect(await version(bob)).toBe(before + 2);
    } finally {
      await runner.release();
    }
  });

  it('reads fresh for Cache-Control: no-cache (a hard reload)', async () => {
    await createDrillSession(t.http, bob, { topic: 'Seen' });
    const db = t.app.get(DataSource);
    const runner = db.createQueryRunner();
    await runner.connect();
    try {
      await sessions(bob);
      // A change that does not raise the version (triggers off for this connection): only a
      // fresh read can show it, which is what no-cache asks for.
      await runner.query(`SET session_replication_role = replica`);
      await runner.query(`UPDATE sessions SET topic = 'Changed behind the cache' WHERE user_id = $1 AND topic = 'Seen'`, [bob.id]);
      expect(topics((await sessions(bob)).body)).toContain('Seen');
      const fresh = await t.http.get('/api/sessions?type=Drill').set(auth(bob)).set('Cache-Control', 'no-cache').expect(200);
      expect(topics(fresh.body)).toContain('Changed behind the cache');
    } finally {
      await runner.query(`SET session_replication_role = origin`);
      await runner.release();
    }
  });

  describe('two replicas on one database', () => {
    let other: NestFastifyApplication;
    let otherHttp: ReturnType<typeof request>;
    beforeAll(async () => {
      other = await createApp(t.config);
      otherHttp = request(other.getHttpServer());
    });
    afterAll(() => other.close());

    it('a write through one replica is in the next read through the other, both ways', async () => {
      const dave = await registerUser(t.http);
      expect(topics((await sessions(dave, otherHttp)).body)).toEqual([]);
      expect(topics((await sessions(dave, t.http)).body)).toEqual([]);

      const id = await createDrillSession(t.http, dave, { topic: 'Written on the first' });
      expect(topics((await sessions(dave, otherHttp)).body)).toEqual(['Written on the first']);

      await otherHttp.delete(`/api/sessions/${id}`).set(auth(dave)).expect(200);
      expect(topics((await sessions(dave, t.http)).body)).toEqual([]);
      expect(topics((await sessions(dave, otherHttp)).body)).toEqual([]);
    });

    it('a replica with the cache off (RESPONSE_CACHE_MB=0) answers a session and its drills the same, compressed when asked', async () => {
      const uncached = await createApp(t.config.with({ responseCacheBytes: 0 }));
      try {
        const http = request(uncached.getHttpServer());
        const erin = await registerUser(t.http);
        const id = await createDrillSession(t.http, erin, { topic: 'No cache', context: 'notes '.repeat(200) });
        const drill = await createDrill(t.http, erin, id);
        await answerDrill(t.http, erin, drill.drill_id, 'I listened to both sides and we agreed on a plan.');
        const cached = (await t.http.get(`/api/sessions/${id}`).set(auth(erin)).expect(200)).body as SessionDetail;
        const plain = await http.get(`/api/sessions/${id}`).set(auth(erin)).set('Accept-Encoding', 'identity').expect(200);
        expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(plain.body).toEqual(cached);
        expect(cached.drills.map((row) => row.answer)).toEqual(['I listened to both sides and we agreed on a plan.']);
        const br = await http.get(`/api/sessions/${id}`).set(auth(erin)).set('Accept-Encoding', 'br').expect(200);
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.body).toEqual(cached);
      } finally {
        await uncached.close();
      }
    });
  });
});
