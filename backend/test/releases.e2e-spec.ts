import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteStatus } from '@speakwell/contracts';
import { ReleasesService } from '../src/releases/releases.service.js';
import { auth, registerAdmin, registerUser, type TestUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('Releases API (which version of each remote is live)', () => {
  const remotesDir = mkdtempSync(join(tmpdir(), 'speakwell-releases-'));
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let releases: ReleasesService;

  /** A built remote: a folder with an mf-manifest.json saying which version it is. */
  function build(version: string): string {
    const dir = join(remotesDir, `build-${version}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'dictionary', version }));
    return dir;
  }

  beforeAll(async () => {
    t = await createTestApp({ remotesDir: join(remotesDir, 'published'), remoteUrls: { admin: 'https://cdn.example.com/admin/2.0.0/mf-manifest.json' } });
    admin = await registerAdmin(t.http);
    user = await registerUser(t.http);
    releases = t.app.get(ReleasesService);
  });
  afterAll(async () => {
    await t.close();
    rmSync(remotesDir, { recursive: true, force: true });
  });

  const as = (caller: TestUser) => ({
    list: () => t.http.get('/api/admin/remotes').set(auth(caller)),
    release: (name: string, body: object) => t.http.post(`/api/admin/remotes/${name}/releases`).set(auth(caller)).send(body),
    rollback: (name: string) => t.http.post(`/api/admin/remotes/${name}/rollback`).set(auth(caller)),
  });
  const remotesJson = async () => (await t.http.get('/remotes.json').expect(200)).body as Record<string, string>;

  it('is refused to a regular user (403) and to a visitor (401)', async () => {
    expect((await as(user).list()).status).toBe(403);
    expect((await as(user).rollback('dictionary')).status).toBe(403);
    await t.http.get('/api/admin/remotes').expect(401);
  });

  it('serves the built-in build before any release, and REMOTE_URL_<NAME> wins', async () => {
    const manifest = await remotesJson();
    expect(manifest.dictionary).toBe('/remotes/dictionary/mf-manifest.json');
    expect(manifest.admin).toBe('https://cdn.example.com/admin/2.0.0/mf-manifest.json');
    const rows = (await as(admin).list().expect(200)).body as RemoteStatus[];
    expect(rows.map((row) => row.name)).toEqual(['drill', 'scripts', 'meeting', 'dictionary', 'dashboard', 'admin']);
    expect(rows.find((row) => row.name === 'admin')?.override_url).toBe('https://cdn.example.com/admin/2.0.0/mf-manifest.json');
  });

  it('publishes versions that stay served, releases one at run time and rolls back to the one before', async () => {
    await releases.publish('dictionary', '1.0.0', build('1.0.0'));
    await releases.publish('dictionary', '1.1.0', build('1.1.0'));
    await expect(releases.publish('dictionary', '1.1.0', build('1.1.0'))).rejects.toThrow('dictionary 1.1.0 is already published; a published version never changes, publish a new version.');

    expect((await as(admin).release('dictionary', { version: '1.0.0' }).expect(200)).body).toMatchObject({ live_version: '1.0.0' });
    const released = (await as(admin).release('dictionary', { version: '1.1.0' }).expect(200)).body as RemoteStatus;
    expect(released.live_version).toBe('1.1.0');
    expect(released.releases[0]).toMatchObject({ version: '1.1.0', released_by: admin.email, rolled_back_at: null });
    expect((await remotesJson()).dictionary).toBe('/remotes/dictionary/1.1.0/mf-manifest.json');
    const served = await t.http.get('/remotes/dictionary/1.1.0/mf-manifest.json').expect(200);
    expect(JSON.parse(served.text)).toEqual({ name: 'dictionary', version: '1.1.0' });

    expect((await as(admin).rollback('dictionary').expect(200)).body).toMatchObject({ live_version: '1.0.0' });
    expect((await remotesJson()).dictionary).toBe('/remotes/dictionary/1.0.0/mf-manifest.json');
    // The rolled-back version's files stay served for pages that loaded it.
    await t.http.get('/remotes/dictionary/1.1.0/mf-manifest.json').expect(200);
    expect(readFileSync(join(remotesDir, 'published', 'dictionary', '1.0.0', 'mf-manifest.json'), 'utf8')).toContain('1.0.0');

    expect((await as(admin).rollback('dictionary').expect(200)).body).toMatchObject({ live_version: null });
    expect((await remotesJson()).dictionary).toBe('/remotes/dictionary/mf-manifest.json');
  });

  it('answers bad input with a 4xx and a clear error', async () => {
    const cases: Array<[Promise<{ status: number; body: unknown }>, number, string]> = [
      [as(admin).release('dictionary', { version: 'latest' }), 400, 'Version must be a semantic version such as 1.4.0'],
      [as(admin).release('dictionary', {}), 400, 'Version is required'],
      [as(admin).release('dictionary', { version: '9.9.9' }), 404, 'dictionary 9.9.9 is not published; publish it first.'],
      [as(admin).release('nope', { version: '1.0.0' }), 404, 'There is no remote named "nope".'],
      [as(admin).rollback('drill'), 409, 'drill has no release to roll back.'],
    ];
    for (const [pending, status, error] of cases) {
      const res = await pending;
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: expect.stringContaining(error), statusCode: status });
    }
    await as(admin).release('dictionary', { version: '1.0.0' }).expect(200);
    expect((await as(admin).release('dictionary', { version: '1.0.0' })).body).toEqual({ error: 'dictionary 1.0.0 is already live.', statusCode: 409 });
  });
});
