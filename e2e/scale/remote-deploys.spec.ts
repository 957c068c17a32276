import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, storeSession, type TestUser } from '../support/accounts.js';
import { startApiServer, type ApiServer } from '../support/api-server.js';
import { freePort } from '@speakwell/ports';
import { remotesCli } from '../support/remote-build.js';
import { redeployWithText } from '../support/redeploy.js';
import { ReplicaProxy } from '../support/replica-proxy.js';
import { REPO_ROOT } from '../support/repo.js';
import { saveScreenshot } from '../support/screenshots.js';
import { StaticRemoteServer } from '../support/static-server.js';

// Two API replicas on one PostgreSQL, each with its own data folder: nothing is shared but the
// database. A feature team ships mfe-dictionary from "its CI" (the CLI with --to and a deploy
// token), stages it, a broken version is rolled back by itself, and a CDN-hosted version is
// released by URL. All ports are OS-assigned.
const JWT_SECRET = 'remote-deploys-e2e-secret-0123456789abcdef';
const HEADING = 'Your Personal Dictionary';
const CHANGED = 'Your Personal Dictionary, now staged';
const FROM_CDN = 'Your Personal Dictionary, from the CDN';

const folders: string[] = [];
let first: ApiServer;
let second: ApiServer;
let proxy: ReplicaProxy;
let cdn: StaticRemoteServer;
let deployToken: string;
let firstData: string;
let pgPort: number;

test.describe.configure({ mode: 'serial' });

/** A copy of the served dictionary build with one text changed, as a new build (no stale .br/.gz copies). */
function changedBuild(from: string, to: string): string {
  const copy = redeployWithText(join(REPO_ROOT, 'mfe-dictionary', 'dist'), from, to);
  for (const file of readdirSync(copy)) if (/\.(br|gz)$/.test(file)) rmSync(join(copy, file));
  folders.push(copy);
  return copy;
}

function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  pgPort = await freePort();
  firstData = folder('speakwell-replica-a-');
  first = await startApiServer({ pgPort, env: { DATA_DIR: firstData, JWT_SECRET } });
  const databaseUrl = readFileSync(join(firstData, 'embedded-database-url'), 'utf8').trim();
  second = await startApiServer({ env: { DATA_DIR: folder('speakwell-replica-b-'), DATABASE_URL: databaseUrl, JWT_SECRET } });
  proxy = new ReplicaProxy([first.url, second.url]);
  await proxy.start();
  cdn = new StaticRemoteServer(changedBuild(HEADING, FROM_CDN));
  await cdn.start();
});

test.afterAll(async () => {
  await proxy?.stop();
  await cdn?.stop();
  await second?.stop();
  await first?.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The CLI as a team's CI runs it: through the API of `to`, with a deploy token. */
function fromCi(args: string[], to: string, token = deployToken): string {
  return remotesCli([...args, '--to', to, '--token', token], {});
}

async function createToken(request: APIRequestContext, admin: TestUser, remote: string): Promise<string> {
  const created = await request.post(`${proxy.url}/api/admin/remotes/${remote}/tokens`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { token: string }).token;
}

/** Signs in on one replica's origin (the session lives in that origin's localStorage) and opens the Dictionary. */
async function dictionaryHeading(page: Page, origin: string, user: TestUser): Promise<string> {
  await storeSession(page, user, origin);
  await page.goto(`${origin}/dictionary`);
  const heading = page.getByRole('heading', { level: 1, name: /Your Personal Dictionary/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

async function dictionaryManifest(request: APIRequestContext, origin: string, user?: TestUser): Promise<string> {
  const answer = await request.get(`${origin}/remotes.json`, user ? { headers: { Authorization: `Bearer ${user.token}` } } : {});
  return ((await answer.json()) as Record<string, string>).dictionary ?? '';
}

test('a changed remote uploaded with a deploy token to one replica and released at 50 % reaches the same half of users on either replica; at 100 % everyone', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await createUser(request, { admin: true, baseURL: proxy.url });
  deployToken = await createToken(request, admin, 'dictionary');
  // On the server, against the database of the running replica.
  const created = remotesCli(['token', 'create', 'drill'], { DATA_DIR: firstData, EMBEDDED_PG_PORT: String(pgPort) });
  expect(created).toMatch(/^Deploy token [0-9a-f-]{36} for drill \(shown once/);
  const drillToken = created.trim().split('\n').at(-1) ?? '';
  expect(drillToken).toMatch(/^swdt_drill_/);
  const build = changedBuild(HEADING, CHANGED);

  // A token for another remote is refused (403), and nothing is published.
  expect(() => fromCi(['publish', 'dictionary', '--from', build, '--version', '1.1.0'], first.url, drillToken)).toThrow(
    /403 This deploy token is for drill; it cannot change dictionary\./,
  );

  expect(fromCi(['publish', 'dictionary', '--from', build, '--version', '1.1.0'], first.url)).toContain(`Published dictionary 1.1.0 to ${first.url}`);
  expect(fromCi(['release', 'dictionary', '1.1.0', '--percent', '50'], second.url)).toContain('live: 1.1.0  (rolling out to 50 %; the rest: built-in)');
  expect(fromCi(['list'], first.url)).toContain('published: 1.1.0');

  const users = await Promise.all(Array.from({ length: 20 }, () => createUser(request, { baseURL: proxy.url })));
  const inRollout: boolean[] = [];
  for (const user of users) {
    const manifest = await dictionaryManifest(request, first.url, user);
    const staged = manifest === '/remotes/dictionary/1.1.0/mf-manifest.json';
    // Either replica, the same answer: the replica that did not receive the upload serves it too.
    for (const replica of [first.url, second.url]) {
      expect(await dictionaryHeading(page, replica, user)).toBe(staged ? CHANGED : HEADING);
    }
    inRollout.push(staged);
  }
  const count = inRollout.filter(Boolean).length;
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(17);
  await saveScreenshot(page, 'remote-staged-release');

  expect(fromCi(['release', 'dictionary', '1.1.0', '--percent', '100'], first.url)).toContain('live: 1.1.0');
  for (const [index, user] of users.entries()) {
    expect(await dictionaryHeading(page, index % 2 === 0 ? first.url : second.url, user)).toBe(CHANGED);
  }
  const history = fromCi(['history', 'dictionary'], second.url);
  expect(history).toMatch(/rollout\s+1\.1\.0\s+by token:dictionary:[0-9a-f]{8}: from 50 % to all users/);
  expect(history).toMatch(/release\s+1\.1\.0\s+by token:dictionary:[0-9a-f]{8}: 50 % of signed-in users/);
  expect(history).toMatch(/publish\s+1\.1\.0\s+by token:dictionary:[0-9a-f]{8}/);
  expect(history).toContain(`token_create`);
  expect(remotesCli(['history', 'drill'], { DATA_DIR: firstData, EMBEDDED_PG_PORT: String(pgPort) })).toMatch(
    /token_create\s+by cli:\S+: deploy token [0-9a-f-]{36}/,
  );
});

test('a version that throws on render, released at 50 %, is rolled back by itself after enough page loads; the audit names the rule and pages show the previous version', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // The served build with its heading text replaced by an expression that throws when the screen renders.
  const broken = changedBuild(`"${HEADING}"`, '(()=>{throw new Error("broken release")})()');
  fromCi(['publish', 'dictionary', '--from', broken, '--version', '1.2.0'], second.url);
  fromCi(['release', 'dictionary', '1.2.0', '--percent', '50'], first.url);

  const admin = await createUser(request, { admin: true, baseURL: proxy.url });
  const status = async () => {
    const list = await request.get(`${proxy.url}/api/admin/remotes`, { headers: { Authorization: `Bearer ${admin.token}` } });
    return ((await list.json()) as Array<{ name: string; live_version: string | null }>).find((row) => row.name === 'dictionary')?.live_version;
  };
  let sawBroken: TestUser | undefined;
  let visits = 0;

  // Each fresh user opens the Dictionary; those in the rollout meet the broken version.
  while ((await status()) === '1.2.0') {
    expect(visits, 'the broken release was not rolled back after 80 page loads').toBeLessThan(80);
    visits += 1;
    const user = await createUser(request, { baseURL: proxy.url });
    const origin = visits % 2 === 0 ? first.url : second.url;
    await storeSession(page, user, origin);
    await page.goto(`${origin}/dictionary`);
    const fallback = page.getByRole('alert').filter({ hasText: 'Dictionary is unavailable right now' });
    await expect(page.getByRole('heading', { level: 1, name: CHANGED }).or(fallback)).toBeVisible();
    if (await fallback.isVisible()) {
      await expect(fallback).toContainText('Something went wrong while showing this page.');
      if (!sawBroken) await saveScreenshot(page, 'remote-broken-release');
      sawBroken ??= user;
    }
  }
  expect(await status()).toBe('1.1.0');
  expect(sawBroken).toBeDefined();
  // The user who met the broken version gets the previous one again.
  if (sawBroken) expect(await dictionaryHeading(page, first.url, sawBroken)).toBe(CHANGED);

  const history = fromCi(['history', 'dictionary'], first.url);
  expect(history).toMatch(
    /auto_rollback\s+1\.2\.0\s+by automatic: error rate \d+(\.\d)? % over \d+ loads against 0 % for 1\.1\.0 \(rule: at least 20 loads and more than 3 × the previous version's rate \+ 5 %\)/,
  );

  // The Releases screen shows it.
  await page.goto(`${proxy.url}/login`);
  await page.evaluate(({ token, role, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userRole', role);
    localStorage.setItem('userId', userId);
  }, admin);
  await page.goto(`${proxy.url}/admin`);
  const row = page.getByRole('listitem', { name: 'dictionary remote' });
  await expect(row).toContainText('Live: 1.1.0');
  await row.getByText('History and deploy tokens of dictionary').click();
  await expect(row.getByRole('region', { name: 'History of dictionary' })).toContainText('Rolled back automatically 1.2.0 by automatic: error rate');
  // A deploy token made on the screen is shown once and works from CI.
  await row.getByRole('button', { name: 'Create deploy token for dictionary' }).click();
  const shown = row.getByRole('status').filter({ hasText: 'New deploy token (shown once' });
  await expect(shown).toContainText('swdt_dictionary_');
  const fromScreen = (await shown.locator('code').textContent()) ?? '';
  expect(fromCi(['list'], second.url, fromScreen)).toContain('live: 1.1.0');
  await expect(row.getByRole('region', { name: 'History of dictionary' })).toContainText(`Deploy token created by ${admin.email}`);
  await saveScreenshot(page, 'admin-releases-history');

  const metrics = await (await request.get(`${first.url}/metrics`)).text();
  expect(metrics).toMatch(/speakwell_remote_errors_total\{remote="dictionary",version="1\.2\.0",kind="render_error"\} \d+/);
});

test('a version hosted on a CDN, released by URL, loads on both replicas with no restart, and rolls back', async ({ page, request }) => {
  test.setTimeout(120_000);
  expect(fromCi(['release', 'dictionary', '2.0.0', '--url', cdn.manifestUrl], second.url)).toContain(`live: 2.0.0`);
  const user = await createUser(request, { baseURL: proxy.url });
  for (const replica of [first.url, second.url]) {
    expect(await dictionaryManifest(request, replica)).toBe(cdn.manifestUrl);
    // The page's CSP allows the CDN's origin once the replica has reread the releases (within a second).
    await expect.poll(async () => (await request.get(`${replica}/`)).headers()['content-security-policy'], { timeout: 5_000 }).toContain(cdn.origin);
    expect(await dictionaryHeading(page, replica, user)).toBe(FROM_CDN);
  }
  expect(cdn.requests).toContain('/mf-manifest.json');
  await saveScreenshot(page, 'remote-from-cdn');

  expect(fromCi(['rollback', 'dictionary', '--reason', 'CDN build checked'], first.url)).toContain('live: 1.1.0');
  for (const replica of [first.url, second.url]) expect(await dictionaryHeading(page, replica, user)).toBe(CHANGED);
  expect(fromCi(['history', 'dictionary'], second.url)).toMatch(/rollback\s+2\.0\.0\s+by token:dictionary:[0-9a-f]{8}: CDN build checked/);
});
