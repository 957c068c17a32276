import { rmSync } from 'node:fs';
import type { RemoteAuditRow, RemoteStatus } from '@speakwell/contracts';
import { readBuildDir } from '../src/releases/remote-build.js';
import { ReleasesService } from '../src/releases/releases.service.js';
import { auth, registerAdmin, registerUser, type TestUser } from './support/factories.js';
import { fakeRemoteBuild } from './support/remote-builds.js';
import { setupTestApp } from './support/test-setup.js';

describe('Automatic rollback from what the shell reports', () => {
  const { t } = setupTestApp();
  let admin: TestUser;
  let reporter: TestUser;
  const folders: string[] = [];

  beforeAll(async () => {
    admin = await registerAdmin(t.http);
    reporter = await registerUser(t.http);
    const releases = t.app.get(ReleasesService);
    for (const [remote, version] of [
      ['dictionary', '1.0.0'],
      ['dictionary', '1.1.0'],
      ['scripts', '1.0.0'],
    ] as const) {
      const dir = fakeRemoteBuild(remote, version);
      folders.push(dir);
      await releases.publish(remote, version, readBuildDir(dir), 'cli:ci');
    }
  });
  afterAll(async () => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  const report = (body: object, by: TestUser = reporter) => t.http.post('/api/remotes/errors').set(auth(by)).send(body);
  const reportMany = async (count: number, body: object) => {
    for (let index = 0; index < count; index += 1) await report(body).expect(204);
  };
  const status = async (name: string) =>
    ((await t.http.get('/api/admin/remotes').set(auth(admin)).expect(200)).body as RemoteStatus[]).find((row) => row.name === name);

  it('rolls a staged release back by itself once its error rate is clearly above the previous version, and says why', async () => {
    await t.http.post('/api/admin/remotes/dictionary/releases').set(auth(admin)).send({ version: '1.0.0' }).expect(200);
    // The previous version: 30 loads, one render error (3.3 %).
    await reportMany(30, { remote: 'dictionary', version: '1.0.0', kind: 'load' });
    await report({ remote: 'dictionary', version: '1.0.0', kind: 'render_error' }).expect(204);
    await t.http.post('/api/admin/remotes/dictionary/releases').set(auth(admin)).send({ version: '1.1.0', percent: 50 }).expect(200);

    // 19 loads of the new version, 10 of them ending in a render error: not enough loads yet.
    await reportMany(19, { remote: 'dictionary', manifest_url: 'http://127.0.0.1:3000/remotes/dictionary/1.1.0/mf-manifest.json', kind: 'load' });
    await reportMany(10, { remote: 'dictionary', version: '1.1.0', kind: 'render_error' });
    expect((await status('dictionary'))?.live_version).toBe('1.1.0');
    // The 20th load: 50 % against 3.3 % (more than 3 × 3.3 % + 5 %).
    await report({ remote: 'dictionary', version: '1.1.0', kind: 'load' }).expect(204);

    const after = await status('dictionary');
    expect(after?.live_version).toBe('1.0.0');
    expect(after?.rollout).toBeNull();
    const reason = "error rate 50 % over 20 loads against 3.3 % for 1.0.0 (rule: at least 20 loads and more than 3 × the previous version's rate + 5 %)";
    expect(after?.releases[0]).toMatchObject({ version: '1.1.0', rolled_back_by: 'automatic', rollback_reason: reason });
    const history = (await t.http.get('/api/admin/remotes/dictionary/history').set(auth(admin)).expect(200)).body as RemoteAuditRow[];
    expect(history[0]).toMatchObject({ action: 'auto_rollback', version: '1.1.0', actor: 'automatic', reason });
    expect(((await t.http.get('/remotes.json').expect(200)).body as Record<string, string>).dictionary).toBe('/remotes/dictionary/1.0.0/mf-manifest.json');

    const metrics = (await t.http.get('/metrics').expect(200)).text;
    expect(metrics).toContain('speakwell_remote_loads_total{remote="dictionary",version="1.1.0"} 20');
    expect(metrics).toContain('speakwell_remote_errors_total{remote="dictionary",version="1.1.0",kind="render_error"} 10');
    expect(metrics).toContain('speakwell_remote_loads_total{remote="dictionary",version="1.0.0"} 30');
  });

  it('leaves a release alone while its error rate is like the previous version', async () => {
    await t.http.post('/api/admin/remotes/scripts/releases').set(auth(admin)).send({ version: '1.0.0' }).expect(200);
    // Against the built-in build's 0 %: 1 failure in 25 loads (4 %) stays under 5 %.
    await reportMany(24, { remote: 'scripts', version: '1.0.0', kind: 'load' });
    await report({ remote: 'scripts', manifest_url: '/remotes/scripts/1.0.0/mf-manifest.json', kind: 'load_failure' }).expect(204);
    expect((await status('scripts'))?.live_version).toBe('1.0.0');
  });

  it('answers bad reports with a 4xx and a clear error, needs a session, and limits reports per user', async () => {
    const other = await registerUser(t.http);
    const cases: Array<[object, number, string]> = [
      [{ remote: 'nope', version: '1.0.0', kind: 'load' }, 400, 'remote must be one of'],
      [{ remote: 'dictionary', version: '1.0.0', kind: 'crash' }, 400, 'kind must be one of load, load_failure, render_error'],
      [{ remote: 'dictionary', kind: 'load' }, 400, 'version or manifest_url is required'],
      [{ remote: 'dictionary', version: '9.9.9', kind: 'load' }, 404, 'dictionary 9.9.9 is not published'],
      [{ remote: 'dictionary', manifest_url: 'https://elsewhere.example/x/mf-manifest.json', kind: 'load' }, 404, 'is not published'],
    ];
    for (const [body, code, error] of cases) {
      const res = await report(body, other);
      expect(res.status).toBe(code);
      expect(res.body.error.toLowerCase()).toContain(error.toLowerCase());
    }
    // The built-in build is counted too.
    await report({ remote: 'drill', manifest_url: '/remotes/drill/mf-manifest.json', kind: 'load' }, other).expect(204);
    // Not open to anyone: only signed-in pages load remotes.
    expect((await t.http.post('/api/remotes/errors').send({ remote: 'drill', version: 'built-in', kind: 'render_error' })).status).toBe(401);

    const spender = await registerUser(t.http);
    let refused = 0;
    for (let index = 0; index < 301 && refused === 0; index += 1) {
      if ((await report({ remote: 'drill', version: 'built-in', kind: 'load' }, spender)).status === 429) refused = index + 1;
    }
    expect(refused).toBe(301);
    // Another user is not affected.
    await report({ remote: 'drill', version: 'built-in', kind: 'load' }, other).expect(204);
  });
});
