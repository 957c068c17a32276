import { rmSync } from 'node:fs';
import type { RemoteAuditRow, RemoteStatus } from '@speakwell/contracts';
import { JwtService } from '@nestjs/jwt';
import { readBuildDir } from '../src/releases/remote-build.js';
import { ReleasesService } from '../src/releases/releases.service.js';
import { auth } from './support/factories.js';
import { fakeRemoteBuild } from './support/remote-builds.js';
import { createTestApp, type Http, type TestApp } from './support/test-app.js';
import { setupTestApp } from './support/test-setup.js';
import { until } from './support/until.js';

const CDN = 'https://cdn.example.net/dictionary/2.0.0/mf-manifest.json';

describe('Remotes hosted elsewhere and staged rollouts', () => {
  const folders: string[] = [];
  const logLines: string[] = [];
  const { t, admin } = setupTestApp({
    admins: ['admin'],
    config: { logLevel: 'warn', remoteUrls: { meeting: 'https://dev.example.org/meeting/mf-manifest.json' } },
    options: { logStream: { write: (line) => logLines.push(line) } },
  });
  let replica: TestApp;
  let other: Http;

  beforeAll(async () => {
    // A second replica on the same database, with no override and no folder in common.
    replica = await createTestApp({ ...t.config.values(), remoteUrls: {} });
    other = replica.http;
    const releases = t.app.get(ReleasesService);
    for (const version of ['1.0.0', '1.1.0']) {
      const dir = fakeRemoteBuild('dictionary', version);
      folders.push(dir);
      await releases.publish('dictionary', version, readBuildDir(dir), 'cli:ci');
    }
  });
  afterAll(async () => {
    await replica.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  const release = (body: object) => t.http.post('/api/admin/remotes/dictionary/releases').set(auth(admin)).send(body);
  const manifestFor = async (http: Http, token?: string) => {
    const res = await (token ? http.get('/remotes.json').set('Authorization', `Bearer ${token}`) : http.get('/remotes.json')).expect(200);
    return { dictionary: (res.body as Record<string, string>).dictionary, cacheControl: res.headers['cache-control'], vary: res.headers.vary };
  };
  const scriptSrc = async (http: Http) =>
    String((await http.get('/api/health')).headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
  /** A signed session of a user (the rollout only reads the signed id and role). */
  const sessionOf = (index: number, role = 'user') =>
    new JwtService({ secret: t.config.jwtSecret }).sign(
      { sub: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, role, ver: 0 },
      { algorithm: 'HS256', expiresIn: 600 },
    );

  it('says at start that REMOTE_URL_<NAME> is a development override on this replica only', () => {
    expect(logLines.join('')).toContain(
      'REMOTE_URL_MEETING=https://dev.example.org/meeting/mf-manifest.json overrides every release of meeting on this replica only: a development override.',
    );
  });

  it('records a version hosted elsewhere with history and rollback; every replica answers the same /remotes.json and CSP with no restart', async () => {
    expect(await scriptSrc(other)).not.toContain('cdn.example.net');
    const released = (await release({ version: '2.0.0', url: CDN }).expect(200)).body as RemoteStatus;
    expect(released).toMatchObject({ live_version: '2.0.0', manifest_url: CDN });
    expect(released.versions[0]).toMatchObject({ version: '2.0.0', external_url: CDN, published_by: admin.email });
    for (const http of [t.http, other]) {
      expect((await manifestFor(http)).dictionary).toBe(CDN);
    }
    // Each replica rereads the allowed origins at most a second later.
    for (const http of [t.http, other]) {
      await until('the replica to allow the new origin', async () => Boolean((await scriptSrc(http))?.includes('https://cdn.example.net')), {
        timeoutMs: 3000,
      });
    }
    // The replica with REMOTE_URL_MEETING also allows its override's origin; the other does not.
    expect(await scriptSrc(t.http)).toContain('https://dev.example.org');
    expect(await scriptSrc(other)).not.toContain('https://dev.example.org');

    // A version never changes: the same version at another URL is refused.
    const moved = await release({ version: '2.0.0', url: 'https://other.example.net/dictionary/mf-manifest.json' });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toContain('dictionary 2.0.0 is already recorded with other files or another URL');
    expect((await release({ version: '1.1.0', url: 'ftp://x/mf-manifest.json' })).status).toBe(400);

    await t.http.post('/api/admin/remotes/dictionary/rollback').set(auth(admin)).expect(200);
    expect((await manifestFor(other)).dictionary).toBe('/remotes/dictionary/mf-manifest.json');
    await until('the replica to drop the rolled-back origin', async () => !(await scriptSrc(other))?.includes('https://cdn.example.net'), { timeoutMs: 3000 });
    const history = (await t.http.get('/api/admin/remotes/dictionary/history').set(auth(admin)).expect(200)).body as RemoteAuditRow[];
    expect(history.slice(0, 3).map((row) => [row.action, row.version, row.reason])).toEqual([
      ['rollback', '2.0.0', null],
      ['release', '2.0.0', 'all users'],
      ['publish', '2.0.0', `hosted at ${CDN}`],
    ]);
  });

  it('serves a staged release to a sticky share of signed-in users on every replica, admins first, and the rest keep the previous version', async () => {
    await release({ version: '1.0.0' }).expect(200);
    const staged = (await release({ version: '1.1.0', percent: 50 }).expect(200)).body as RemoteStatus;
    expect(staged.rollout).toEqual({ version: '1.1.0', percent: 50, admins_first: false, previous_version: '1.0.0' });
    expect(staged.manifest_url).toBe('/remotes/dictionary/1.0.0/mf-manifest.json');

    const NEW = '/remotes/dictionary/1.1.0/mf-manifest.json';
    const OLD = '/remotes/dictionary/1.0.0/mf-manifest.json';
    const users = Array.from({ length: 40 }, (_, index) => sessionOf(index));
    const atHalf: boolean[] = [];
    for (const token of users) {
      const first = await manifestFor(t.http, token);
      expect([NEW, OLD]).toContain(first.dictionary);
      expect(first.cacheControl).toBe('private, no-cache');
      expect(first.vary).toContain('Authorization');
      // Sticky: the same answer again and on the other replica.
      expect((await manifestFor(other, token)).dictionary).toBe(first.dictionary);
      atHalf.push(first.dictionary === NEW);
    }
    const inRollout = atHalf.filter(Boolean).length;
    expect(inRollout).toBeGreaterThanOrEqual(10);
    expect(inRollout).toBeLessThanOrEqual(30);
    // A visitor is not in a staged release.
    expect((await manifestFor(other)).dictionary).toBe(OLD);

    // Raised: everyone who had it keeps it, more get it.
    await release({ version: '1.1.0', percent: 80 }).expect(200);
    const at80 = await Promise.all(users.map(async (token) => (await manifestFor(other, token)).dictionary === NEW));
    at80.forEach((has, index) => (atHalf[index] ? expect(has).toBe(true) : undefined));
    expect(at80.filter(Boolean).length).toBeGreaterThan(inRollout);

    // Admins first: an admin outside the 1 % still gets it.
    await release({ version: '1.1.0', percent: 1, admins_first: true }).expect(200);
    const admins = await Promise.all(Array.from({ length: 5 }, (_, index) => manifestFor(other, sessionOf(100 + index, 'admin'))));
    expect(admins.every((answer) => answer.dictionary === NEW)).toBe(true);

    // 100 % finishes it: everyone, visitors too, and the answer is the same for all again.
    const finished = (await release({ version: '1.1.0', percent: 100 }).expect(200)).body as RemoteStatus;
    expect(finished.rollout).toBeNull();
    for (const token of [...users.slice(0, 5), undefined]) {
      const answer = await manifestFor(other, token);
      expect(answer.dictionary).toBe(NEW);
      expect(answer.cacheControl).toBe('no-cache');
    }
    expect((await release({ version: '1.1.0', percent: 100 })).status).toBe(409);
    expect((await release({ version: '1.1.0', percent: 0 })).body.error).toContain('Percent must be a whole number from 1 to 100');

    const history = (await t.http.get('/api/admin/remotes/dictionary/history').set(auth(admin)).expect(200)).body as RemoteAuditRow[];
    expect(history.slice(0, 5).map((row) => [row.action, row.reason])).toEqual([
      ['rollout', 'from 1 % to all users'],
      ['rollout', 'from 80 % to 1 % of signed-in users, admins first'],
      ['rollout', 'from 50 % to 80 % of signed-in users'],
      ['release', '50 % of signed-in users'],
      ['release', 'all users'],
    ]);
  });
});
