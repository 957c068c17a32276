import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RemoteAuditRow, RemoteStatus } from '@speakwell/contracts';
import { create } from 'tar';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { packBuildDir } from '../src/releases/pack-build.js';
import { readBuildDir } from '../src/releases/remote-build.js';
import { ReleasesService } from '../src/releases/releases.service.js';
import { auth, registerAdmin, registerUser, type TestUser } from './support/factories.js';
import { fakeRemoteBuild } from './support/remote-builds.js';
import { setupTestApp } from './support/test-setup.js';

describe('Releases API (which version of each remote is live)', () => {
  const { t } = setupTestApp({ config: { logLevel: 'error', remoteUrls: { admin: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json' } } });
  let admin: TestUser;
  let user: TestUser;
  let releases: ReleasesService;
  const folders: string[] = [];
  const build = (remote: string, version: string, options?: Parameters<typeof fakeRemoteBuild>[2]) => {
    const dir = fakeRemoteBuild(remote, version, options);
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    admin = await registerAdmin(t.http);
    user = await registerUser(t.http);
    releases = t.app.get(ReleasesService);
  });
  afterAll(async () => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  const as = (caller: { token: string }) => ({
    list: () => t.http.get('/api/admin/remotes').set(auth(caller)),
    release: (name: string, body: object) => t.http.post(`/api/admin/remotes/${name}/releases`).set(auth(caller)).send(body),
    rollback: (name: string) => t.http.post(`/api/admin/remotes/${name}/rollback`).set(auth(caller)),
    history: (name: string) => t.http.get(`/api/admin/remotes/${name}/history`).set(auth(caller)),
    createToken: (name: string) => t.http.post(`/api/admin/remotes/${name}/tokens`).set(auth(caller)),
    upload: (name: string, archive: Buffer, version?: string) =>
      t.http
        .post(`/api/remotes/${name}/versions${version ? `?version=${version}` : ''}`)
        .set(auth(caller))
        .set('Content-Type', 'application/gzip')
        .send(archive),
    deployRelease: (name: string, body: object) => t.http.post(`/api/remotes/${name}/releases`).set(auth(caller)).send(body),
    deployRollback: (name: string) => t.http.post(`/api/remotes/${name}/rollback`).set(auth(caller)).send({ reason: 'the new list is slow' }),
  });
  const remotesJson = async () => (await t.http.get('/remotes.json').expect(200)).body as Record<string, string>;
  const countRows = async (sql: string, params: unknown[] = []) => Number(((await t.app.get(DataSource).query(sql, params)) as Array<{ n: string }>)[0]?.n);

  it('is refused to a regular user (403) and to a visitor (401)', async () => {
    expect((await as(user).list()).status).toBe(403);
    expect((await as(user).rollback('dictionary')).status).toBe(403);
    expect((await as(user).createToken('dictionary')).status).toBe(403);
    await t.http.get('/api/admin/remotes').expect(401);
    expect((await as(user).upload('dictionary', await packBuildDir(build('dictionary', '0.0.1')), '0.0.1')).status).toBe(403);
    expect((await t.http.post('/api/remotes/dictionary/releases').send({ version: '1.0.0' })).status).toBe(401);
  });

  it('serves the built-in build before any release, and REMOTE_URL_<NAME> wins', async () => {
    const manifest = await remotesJson();
    expect(manifest.dictionary).toBe('/remotes/dictionary/mf-manifest.json');
    expect(manifest.admin).toBe('https://cdn.example.com/admin/2.0.0/mf-manifest.json');
    const rows = (await as(admin).list().expect(200)).body as RemoteStatus[];
    expect(rows.map((row) => row.name)).toEqual(['drill', 'scripts', 'meeting', 'dictionary', 'dashboard', 'admin']);
    expect(rows.find((row) => row.name === 'admin')?.override_url).toBe('https://cdn.example.com/admin/2.0.0/mf-manifest.json');
  });

  it('stores published files in PostgreSQL, each distinct file once, served immutable by every replica with no shared folder', async () => {
    await releases.publish('dictionary', '1.0.0', readBuildDir(build('dictionary', '1.0.0', { chunkText: 'same chunk' })), 'cli:alice');
    await releases.publish('dictionary', '1.1.0', readBuildDir(build('dictionary', '1.1.0', { chunkText: 'same chunk' })), 'cli:alice');
    await expect(releases.publish('dictionary', '1.1.0', readBuildDir(build('dictionary', '1.1.0')), 'cli:alice')).rejects.toThrow(
      'dictionary 1.1.0 is already published; a published version never changes, publish a new version.',
    );
    // The identical chunk, CSS, shared chunk and nested file are stored once for both versions.
    expect(await countRows(`SELECT count(*) AS n FROM remote_version_files WHERE remote = 'dictionary'`)).toBe(14);
    expect(await countRows(`SELECT count(*) AS n FROM remote_files`)).toBe(6 + 4);

    // A second replica on the same database (its own process state, no folder in common).
    const replica = await createApp(t.config);
    try {
      const other = request(replica.getHttpServer());
      for (const http of [t.http, other]) {
        const entry = await http.get('/remotes/dictionary/1.1.0/remoteEntry.js').set('Accept-Encoding', 'identity').expect(200);
        expect(entry.text).toBe("globalThis.dictionary = { version: '1.1.0' };");
        expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(entry.headers['access-control-allow-origin']).toBe('*');
        const nested = await http.get('/remotes/dictionary/1.0.0/assets/note.txt').expect(200);
        expect(nested.text).toBe('nested files keep their folder');
        await http.get('/remotes/dictionary/1.0.0/nope.js').expect(404);
        await http.get('/remotes/dictionary/7.7.7/remoteEntry.js').expect(404);
      }
      // The build's brotli copy goes to browsers that accept it.
      const compressed = await other.get('/remotes/dictionary/1.1.0/remoteEntry.js').set('Accept-Encoding', 'br').buffer(true).expect(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toContain('Accept-Encoding');
    } finally {
      await replica.close();
    }
  });

  it('releases at run time, rolls back to the one before, and records who rolled back', async () => {
    expect((await as(admin).release('dictionary', { version: '1.0.0' }).expect(200)).body).toMatchObject({ live_version: '1.0.0' });
    const released = (await as(admin).release('dictionary', { version: '1.1.0' }).expect(200)).body as RemoteStatus;
    expect(released.live_version).toBe('1.1.0');
    expect(released.releases[0]).toMatchObject({ version: '1.1.0', released_by: admin.email, rolled_back_at: null, percent: 100 });
    expect(released.versions[0]).toMatchObject({ version: '1.1.0', published_by: 'cli:alice', external_url: null });
    expect((await remotesJson()).dictionary).toBe('/remotes/dictionary/1.1.0/mf-manifest.json');

    const rolledBack = (await as(admin).rollback('dictionary').expect(200)).body as RemoteStatus;
    expect(rolledBack.live_version).toBe('1.0.0');
    expect(rolledBack.releases[0]).toMatchObject({ version: '1.1.0', rolled_back_by: admin.email });
    expect((await remotesJson()).dictionary).toBe('/remotes/dictionary/1.0.0/mf-manifest.json');
    // The rolled-back version's files stay served for pages that loaded it.
    await t.http.get('/remotes/dictionary/1.1.0/mf-manifest.json').expect(200);

    expect((await as(admin).rollback('dictionary').expect(200)).body).toMatchObject({ live_version: null });
    expect((await remotesJson()).dictionary).toBe('/remotes/dictionary/mf-manifest.json');
  });

  it('refuses a build that is not whole, names another remote or needs a shell it does not have, and keeps nothing of it', async () => {
    const refused: Array<[string, string]> = [
      [
        build('meeting', '1.0.0', { leaveOut: ['expose.2222bbbb.js', 'shared.1111aaaa.js'] }),
        'meeting 1.0.0 was refused: files named by mf-manifest.json are missing: expose.2222bbbb.js, shared.1111aaaa.js.',
      ],
      [
        build('meeting', '1.0.0', { manifestName: 'drill' }),
        'meeting 1.0.0 was refused: the build\'s mf-manifest.json names the remote "drill", not "meeting".',
      ],
      [build('meeting', '1.0.0', { requires: { react: '^20.0.0' } }), 'meeting 1.0.0 was refused: it needs react ^20.0.0, but the live shell has react 19.'],
      [
        build('meeting', '1.0.0', { leaveOut: ['mf-manifest.json'] }),
        "meeting 1.0.0 was refused: the build has no mf-manifest.json (upload the remote's built dist/ folder).",
      ],
    ];
    for (const [dir, error] of refused) {
      const res = await as(admin).upload('meeting', await packBuildDir(dir), '1.0.0');
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(error);
    }
    expect(await countRows(`SELECT count(*) AS n FROM remote_versions WHERE remote = 'meeting'`)).toBe(0);
    expect(await countRows(`SELECT count(*) AS n FROM remote_version_files WHERE remote = 'meeting'`)).toBe(0);
  });

  it('refuses to release a version whose manifest or a file it names is missing', async () => {
    await releases.publish('scripts', '2.0.0', readBuildDir(build('scripts', '2.0.0')), 'cli:alice');
    const db = t.app.get(DataSource);
    await db.query(`DELETE FROM remote_version_files WHERE remote = 'scripts' AND version = '2.0.0' AND path = 'expose.2222bbbb.js'`);
    // A version recorded before its files were kept in the database has none at all.
    await db.query(`INSERT INTO remote_versions (remote, version) VALUES ('scripts', '1.9.0')`);
    const fresh = await createApp(t.config);
    try {
      const other = request(fresh.getHttpServer());
      const missing = await other.post('/api/admin/remotes/scripts/releases').set(auth(admin)).send({ version: '2.0.0' });
      expect(missing.status).toBe(409);
      expect(missing.body.error).toBe('scripts 2.0.0 cannot be released: files named by mf-manifest.json are missing: expose.2222bbbb.js.');
      const empty = await other.post('/api/admin/remotes/scripts/releases').set(auth(admin)).send({ version: '1.9.0' });
      expect(empty.status).toBe(409);
      expect(empty.body.error).toBe("scripts 1.9.0 cannot be released: the build has no mf-manifest.json (upload the remote's built dist/ folder).");
    } finally {
      await fresh.close();
    }
    expect((await remotesJson()).scripts).toBe('/remotes/scripts/mf-manifest.json');
  });

  it("publishes, releases and rolls back from a team's CI with a deploy token scoped to one remote", async () => {
    const created = await as(admin).createToken('dashboard').expect(201);
    expect(Object.keys(created.body)).toEqual(['token']);
    const ci = { token: created.body.token as string };
    expect(ci.token).toMatch(/^swdt_dashboard_/);
    // Stored hashed: the secret is nowhere in the database.
    expect(await countRows(`SELECT count(*) AS n FROM remote_deploy_tokens WHERE token_sha256 = $1 OR id::text = $1`, [ci.token])).toBe(0);

    const uploaded = await as(ci).upload('dashboard', await packBuildDir(build('dashboard', '3.0.0')), '3.0.0');
    expect(uploaded.status).toBe(201);
    expect((uploaded.body as RemoteStatus).versions[0]).toMatchObject({
      version: '3.0.0',
      published_by: expect.stringMatching(/^token:dashboard:[0-9a-f]{8}$/),
    });
    // Without ?version= the build's own version is used.
    await as(ci)
      .upload('dashboard', await packBuildDir(build('dashboard', '3.1.0')))
      .expect(201);
    await t.http.get('/remotes/dashboard/3.0.0/assets/note.txt').expect(200);

    expect((await as(ci).deployRelease('dashboard', { version: '3.1.0' }).expect(200)).body).toMatchObject({ live_version: '3.1.0' });
    expect((await remotesJson()).dashboard).toBe('/remotes/dashboard/3.1.0/mf-manifest.json');
    expect((await t.http.get('/api/remotes/dashboard').set(auth(ci)).expect(200)).body).toMatchObject({ name: 'dashboard', live_version: '3.1.0' });
    const rolled = (await as(ci).deployRollback('dashboard').expect(200)).body as RemoteStatus;
    expect(rolled.live_version).toBeNull();
    expect(rolled.releases[0]).toMatchObject({ rolled_back_by: expect.stringMatching(/^token:dashboard:/), rollback_reason: 'the new list is slow' });

    // Another remote: 403, whatever the route.
    for (const res of [
      await as(ci).upload('drill', await packBuildDir(build('drill', '1.0.0')), '1.0.0'),
      await as(ci).deployRelease('drill', { version: '1.0.0' }),
      await as(ci).deployRollback('drill'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('This deploy token is for dashboard; it cannot change drill.');
    }
    // Nothing else: the admin API and the learner API refuse it.
    expect((await as(ci).list()).status).toBe(401);
    expect((await t.http.get('/api/dictionary').set(auth(ci))).status).toBe(401);

    const tokens = (await t.http.get('/api/admin/remotes/dashboard/tokens').set(auth(admin)).expect(200)).body as Array<{
      id: string;
      last_used_at: string | null;
      created_by: string;
    }>;
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.last_used_at).not.toBeNull();
    expect(tokens[0]?.created_by).toBe(admin.email);
    await t.http.delete(`/api/admin/remotes/dashboard/tokens/${tokens[0]?.id}`).set(auth(admin)).expect(204);
    const revoked = await as(ci).deployRelease('dashboard', { version: '3.0.0' });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toBe('This deploy token is not valid (unknown or revoked).');
    expect((await t.http.delete(`/api/admin/remotes/dashboard/tokens/${tokens[0]?.id}`).set(auth(admin))).status).toBe(404);
  });

  it('refuses uploads that are not safe build archives with a clear 4xx', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'speakwell-bad-'));
    folders.push(bad);
    writeFileSync(join(bad, 'evil.js'), 'x');
    const chunks: Buffer[] = [];
    for await (const chunk of create({ gzip: true, cwd: join(bad), preservePaths: true, prefix: '../..' }, ['evil.js']))
      chunks.push(Buffer.from(chunk as Uint8Array));
    const escaping = await as(admin).upload('drill', Buffer.concat(chunks), '1.0.0');
    expect(escaping.status).toBe(400);
    expect(escaping.body.error).toContain('The build was refused: the archive has a file with a path that is not allowed: "../../evil.js"');

    const notGzip = await as(admin).upload('drill', Buffer.from('plain text'), '1.0.0');
    expect(notGzip.status).toBe(400);
    expect(notGzip.body.error).toBe('The build was refused: the body is not a gzip-compressed tar archive (.tar.gz).');

    const tooBig = await as(admin).upload('drill', Buffer.alloc(17 * 1024 * 1024), '1.0.0');
    expect(tooBig.status).toBe(413);

    const bomb = await as(admin).upload('drill', gzipSync(Buffer.alloc(80 * 1024 * 1024)), '1.0.0');
    expect(bomb.status).toBe(400);
    expect(bomb.body.error).toBe('The build was refused: the archive unpacks to more than 64 MB.');

    const badVersion = await as(admin).upload('drill', await packBuildDir(build('drill', '1.0.0')), 'latest');
    expect(badVersion.status).toBe(400);
    expect(badVersion.body.error).toContain('version must be a semantic version such as 1.4.0');

    // Archives are taken by the upload route only.
    const elsewhere = await t.http
      .post('/api/admin/remotes/drill/releases')
      .set(auth(admin))
      .set('Content-Type', 'application/gzip')
      .send(gzipSync(Buffer.from('x')));
    expect(elsewhere.status).toBe(415);
    expect(await countRows(`SELECT count(*) AS n FROM remote_versions WHERE remote = 'drill'`)).toBe(0);
  });

  it('answers bad input with a 4xx and a clear error', async () => {
    const badName = 'name: remote must be one of drill, scripts, meeting, dictionary, dashboard, admin';
    const cases: Array<[Promise<{ status: number; body: unknown }>, number, string, string]> = [
      [as(admin).release('dictionary', { version: 'latest' }), 400, 'INVALID_INPUT', 'Version must be a semantic version such as 1.4.0'],
      [as(admin).release('dictionary', {}), 400, 'INVALID_INPUT', 'Version is required'],
      [as(admin).release('dictionary', { version: '9.9.9' }), 404, 'RELEASES_NOT_PUBLISHED', 'dictionary 9.9.9 is not published; publish it first.'],
      [as(admin).rollback('drill'), 409, 'RELEASES_NOTHING_TO_ROLL_BACK', 'drill has no release to roll back.'],
      // A remote name that is not one of the six is refused at the edge on every releases route.
      [as(admin).release('nope', { version: '1.0.0' }), 400, 'INVALID_INPUT', badName],
      [as(admin).rollback('Drill'), 400, 'INVALID_INPUT', badName],
      [as(admin).history('nope'), 400, 'INVALID_INPUT', badName],
      [as(admin).createToken('nope'), 400, 'INVALID_INPUT', badName],
      [t.http.get('/api/admin/remotes/nope/tokens').set(auth(admin)), 400, 'INVALID_INPUT', badName],
      [t.http.delete('/api/admin/remotes/nope/tokens/00000000-0000-4000-8000-000000000000').set(auth(admin)), 400, 'INVALID_INPUT', badName],
      [t.http.delete('/api/admin/remotes/drill/tokens/not-an-id').set(auth(admin)), 400, 'INVALID_INPUT', 'id: must be a valid id'],
      [t.http.get('/api/remotes/nope').set(auth(admin)), 400, 'INVALID_INPUT', badName],
    ];
    for (const [pending, status, code, error] of cases) {
      const res = await pending;
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: expect.stringContaining(error), code, statusCode: status });
    }
    await as(admin).release('dictionary', { version: '1.0.0' }).expect(200);
    expect((await as(admin).release('dictionary', { version: '1.0.0' })).body).toEqual({
      error: 'dictionary 1.0.0 is already live.',
      code: 'RELEASES_ALREADY_LIVE',
      statusCode: 409,
    });
  });

  it('audits every publish, release, rollback and token change with who, when and why', async () => {
    const dashboard = (await as(admin).history('dashboard').expect(200)).body as RemoteAuditRow[];
    expect(dashboard.map((row) => [row.action, row.version, row.actor.replace(/:[0-9a-f]{8}$/, ':<id>')])).toEqual([
      ['token_revoke', null, admin.email],
      ['rollback', '3.1.0', 'token:dashboard:<id>'],
      ['release', '3.1.0', 'token:dashboard:<id>'],
      ['publish', '3.1.0', 'token:dashboard:<id>'],
      ['publish', '3.0.0', 'token:dashboard:<id>'],
      ['token_create', null, admin.email],
    ]);
    expect(dashboard[1]?.reason).toBe('the new list is slow');
    expect(dashboard[2]?.reason).toBe('all users');
    expect(dashboard[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const dictionary = (await as(admin).history('dictionary').expect(200)).body as RemoteAuditRow[];
    expect(dictionary.filter((row) => row.action === 'rollback').map((row) => row.actor)).toEqual([admin.email, admin.email]);
    expect(dictionary.at(-1)).toMatchObject({ action: 'publish', version: '1.0.0', actor: 'cli:alice' });
    // With a deploy token: its own remote's history only.
    const token = ((await as(admin).createToken('drill').expect(201)).body as { token: string }).token;
    expect((await t.http.get('/api/remotes/drill/history').set(auth({ token })).expect(200)).body[0]).toMatchObject({ action: 'token_create' });
    expect((await t.http.get('/api/remotes/dashboard/history').set(auth({ token }))).status).toBe(403);
  });
});
