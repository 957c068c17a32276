import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createUser, storeSession } from '../support/accounts.js';
import { startApiServer, type ApiServer } from '../support/api-server.js';
import { freePort } from '@speakwell/ports';
import { checkoutRemote, remotesCli, type RemoteCheckout } from '../support/remote-build.js';
import { copyRemoteBuild } from '../support/redeploy.js';
import { ReplicaProxy } from '../support/replica-proxy.js';
import { REPO_ROOT } from '../support/repo.js';
import { saveScreenshot } from '../support/screenshots.js';
import { SilentHost } from '../support/silent-host.js';
import { StaticRemoteServer } from '../support/static-server.js';

// Two API replicas on one PostgreSQL behind one port (the proxy); a feature team's changed copy
// of mfe-dictionary, built alone, is published (into the database) and released while the app
// runs. All ports are OS-assigned.
const JWT_SECRET = 'remote-releases-e2e-secret-0123456789abcdef';
const RELEASE_NOTE = 'New in the Dictionary: release notes';
// Long enough for a remote that does load on a loaded 2-core machine (2.5 s was not, with two
// busy loops beside the suite), short enough for the never-answering host's test to be quick.
const LOAD_TIMEOUT_MS = 6000;

const dataDir = mkdtempSync(join(tmpdir(), 'speakwell-releases-'));
let checkout: RemoteCheckout;
let builtCopy: string;
let pgPort: number;
let first: ApiServer;
let second: ApiServer;
let withSilentDashboard: ApiServer;
let proxy: ReplicaProxy;
const silentHost = new SilentHost();
const temporaryDirs: string[] = [];
const staticServers: StaticRemoteServer[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The team's change: a new libs/ui export (minor version 1.1.0) and a new element on the
  // Dictionary screen with a Tailwind class no other app uses.
  checkout = checkoutRemote('dictionary');
  checkout.edit('libs/ui/package.json', (text) => text.replace('"version": "1.0.0"', '"version": "1.1.0"'));
  checkout.edit('libs/ui/src/index.ts', (text) => `${text}export { ReleaseNote } from './release-note.js';\n`);
  checkout.edit('mfe-dictionary/package.json', (text) => text.replace('"version": "1.0.0"', '"version": "1.1.0"'));
  checkout.edit('mfe-dictionary/src/routes.tsx', (text) =>
    text
      .replace("import { Route, Routes } from 'react-router';", "import { Route, Routes } from 'react-router';\nimport { ReleaseNote } from '@speakwell/ui';")
      .replace('element={<DictionaryPage />}', `element={<><ReleaseNote>${RELEASE_NOTE}</ReleaseNote><DictionaryPage /></>}`),
  );
  writeFileSync(
    join(checkout.root, 'libs/ui/src/release-note.tsx'),
    `import type { ReactNode } from 'react';\n\nexport function ReleaseNote({ children }: { children: ReactNode }) {\n  return <aside className="bg-fuchsia-700 p-7 text-white">{children}</aside>;\n}\n`,
  );
  builtCopy = checkout.build();

  pgPort = await freePort();
  const env = { DATA_DIR: dataDir, JWT_SECRET, REMOTE_LOAD_TIMEOUT_MS: String(LOAD_TIMEOUT_MS) };
  first = await startApiServer({ port: await freePort(), pgPort, env });
  const databaseUrl = readFileSync(join(dataDir, 'embedded-database-url'), 'utf8').trim();
  await silentHost.start();
  [second, withSilentDashboard] = await Promise.all([
    startApiServer({ port: await freePort(), pgPort, env: { ...env, DATABASE_URL: databaseUrl } }),
    startApiServer({ port: await freePort(), pgPort, env: { ...env, DATABASE_URL: databaseUrl, REMOTE_URL_DASHBOARD: `${silentHost.url}/mf-manifest.json` } }),
  ]);
  proxy = new ReplicaProxy([first.url, second.url]);
  await proxy.start();
});

test.afterAll(async () => {
  await proxy?.stop();
  await silentHost.stop();
  await Promise.all(staticServers.map((server) => server.stop()));
  // The replicas on the first one's database stop first.
  await Promise.all([second?.stop(), withSilentDashboard?.stop()]);
  await first?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (checkout) rmSync(checkout.root, { recursive: true, force: true });
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

function cliEnv(): Record<string, string> {
  return { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) };
}

async function visitDictionary(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('link', { name: 'Dictionary' }).click();
  // The remote's manifest, entry and chunks load on this click: over 10 s once on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Your Personal Dictionary' })).toBeVisible({ timeout: 30_000 });
}

test('a remote built alone, published and released while the app runs, shows its new styled element on the next visit; rolling back restores the old one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await storeSession(page, await createUser(page.request, { baseURL: proxy.url }), proxy.url);
  await page.goto(`${proxy.url}/dictionary`);
  await expect(page.getByRole('heading', { name: 'Your Personal Dictionary' })).toBeVisible();
  const note = page.getByText(RELEASE_NOTE);
  await expect(note).toHaveCount(0);
  const shellScript = await page.locator('script[src*="main."]').getAttribute('src');
  const sidebarLinkBefore = await page.getByRole('link', { name: 'Settings' }).evaluate((link) => getComputedStyle(link).padding);

  expect(remotesCli(['publish', 'dictionary', '--from', builtCopy], cliEnv())).toContain('Published dictionary 1.1.0');
  expect(remotesCli(['release', 'dictionary', '1.1.0'], cliEnv())).toContain('live: 1.1.0');

  await visitDictionary(page);
  await expect(note).toBeVisible();
  await saveScreenshot(page, 'remote-released-styled');
  const style = await note.evaluate((element) => {
    const computed = getComputedStyle(element);
    // A colour as the screen shows it (sRGB bytes), whatever notation the CSS used.
    const rgb = (color: string) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return [];
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    return { background: rgb(computed.backgroundColor), fuchsia700: rgb('oklch(51.8% 0.253 323.949)'), padding: computed.padding, color: computed.color };
  });
  // bg-fuchsia-700 (Tailwind's oklch(51.8% 0.253 323.949)), p-7 (1.75rem), text-white.
  expect(style.fuchsia700.length).toBe(3);
  style.background.forEach((channel, index) => expect(Math.abs(channel - (style.fuchsia700[index] ?? -99))).toBeLessThanOrEqual(2));
  expect(style.padding).toBe('28px');
  expect(style.color).toBe('rgb(255, 255, 255)');
  // Nothing else was rebuilt or restyled: the same shell build, its sidebar unchanged.
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(shellScript);
  expect(await page.getByRole('link', { name: 'Settings' }).evaluate((link) => getComputedStyle(link).padding)).toBe(sidebarLinkBefore);
  // The remote's files come from its published version folder.
  const manifest = (await (await page.request.get(`${proxy.url}/remotes.json`)).json()) as Record<string, string>;
  expect(manifest.dictionary).toBe('/remotes/dictionary/1.1.0/mf-manifest.json');

  // Roll back through the admin API: the build served with the app returns on the next visit.
  const admin = await createUser(page.request, { admin: true, baseURL: proxy.url });
  const rolledBack = await page.request.post(`${proxy.url}/api/admin/remotes/dictionary/rollback`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(rolledBack.status(), await rolledBack.text()).toBe(200);
  expect(((await rolledBack.json()) as { live_version: string | null }).live_version).toBeNull();
  await visitDictionary(page);
  await expect(note).toHaveCount(0);
  // The released version stays served for browsers that loaded it before the rollback.
  expect((await page.request.get(`${proxy.url}/remotes/dictionary/1.1.0/mf-manifest.json`)).status()).toBe(200);
});

test('a release made through one API replica is served by both within a few seconds', async ({ request }) => {
  const admin = await createUser(request, { admin: true, baseURL: first.url });
  const released = await request.post(`${first.url}/api/admin/remotes/dictionary/releases`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { version: '1.1.0' },
  });
  expect(released.status(), await released.text()).toBe(200);

  const expected = '/remotes/dictionary/1.1.0/mf-manifest.json';
  for (const replica of [first.url, second.url]) {
    await expect
      .poll(async () => ((await (await request.get(`${replica}/remotes.json`)).json()) as Record<string, string>).dictionary, { timeout: 5_000 })
      .toBe(expected);
  }
  // Through the one port, whichever replica answers.
  for (let i = 0; i < 4; i += 1) {
    expect(((await (await request.get(`${proxy.url}/remotes.json`)).json()) as Record<string, string>).dictionary).toBe(expected);
  }
  expect(new Set(proxy.answeredBy).size).toBe(2);

  const list = await request.get(`${second.url}/api/admin/remotes`, { headers: { Authorization: `Bearer ${admin.token}` } });
  const dictionary = ((await list.json()) as Array<{ name: string; live_version: string | null; versions: Array<{ version: string }> }>).find(
    (row) => row.name === 'dictionary',
  );
  expect(dictionary?.live_version).toBe('1.1.0');
  expect(dictionary?.versions.map((row) => row.version)).toEqual(['1.1.0']);

  // Bad input answers 4xx with a clear error.
  const unknown = await request.post(`${first.url}/api/admin/remotes/dictionary/releases`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { version: '9.9.9' },
  });
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { error: string }).error).toBe('dictionary 9.9.9 is not published; publish it first.');
  const user = await createUser(request, { baseURL: first.url });
  expect((await request.get(`${first.url}/api/admin/remotes`, { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(403);
});

test('a remote host that never answers shows the fallback within the load timeout; the rest of the app works', async ({ page }) => {
  await storeSession(page, await createUser(page.request, { baseURL: withSilentDashboard.url }), withSilentDashboard.url);
  await page.goto(`${withSilentDashboard.url}/history`);
  await expect(page.getByRole('heading', { name: 'Drill History' })).toBeVisible();
  const started = Date.now();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const fallback = page.getByRole('alert').filter({ hasText: 'Dashboard is unavailable right now' });
  await expect(fallback).toBeVisible({ timeout: LOAD_TIMEOUT_MS + 5_000 });
  expect(Date.now() - started).toBeLessThan(LOAD_TIMEOUT_MS + 5_000);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.getByRole('link', { name: 'Drill History' }).click();
  await expect(page.getByRole('heading', { name: 'Drill History' })).toBeVisible();
  await page.getByRole('link', { name: 'Dictionary' }).click();
  // The remote's manifest, entry and chunks load on this click: over 10 s once on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Your Personal Dictionary' })).toBeVisible({ timeout: 30_000 });
});

test('a remote built against a newer incompatible React shows the fallback naming the version it needs, never the wrong copy', async ({ page }) => {
  // The served dictionary build, as if built against React 20: every React requirement ^20.0.0.
  const react = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', 'react', 'package.json'), 'utf8')) as { version: string };
  const [major, minor] = react.version.split('.');
  const built = join(REPO_ROOT, 'mfe-dictionary', 'dist');
  const newer = copyRemoteBuild(built);
  temporaryDirs.push(newer);
  for (const file of readdirSync(newer)) {
    if (/\.(br|gz)$/.test(file)) rmSync(join(newer, file));
    else if (/\.(js|json)$/.test(file)) writeFileSync(join(newer, file), readFileSync(join(newer, file), 'utf8').replaceAll(`^${major}.${minor}.0`, '^20.0.0'));
  }
  expect(readFileSync(join(newer, 'mf-manifest.json'), 'utf8')).toContain('"requiredVersion":"^20.0.0"');
  // Publishing it is refused: the live shell cannot satisfy what it shares.
  expect(() => remotesCli(['publish', 'dictionary', '--from', newer, '--version', '1.2.0'], cliEnv())).toThrow(
    /dictionary 1\.2\.0 was refused: it needs react(-dom|\/jsx-runtime)? \^20\.0\.0, but the live shell has react(-dom)? /,
  );
  // Hosted elsewhere and released by URL, nothing checks it before a page loads it.
  const cdn = new StaticRemoteServer(newer);
  await cdn.start();
  staticServers.push(cdn);
  remotesCli(['release', 'dictionary', '1.2.0', '--url', cdn.manifestUrl], cliEnv());

  await storeSession(page, await createUser(page.request, { baseURL: proxy.url }), proxy.url);
  await page.goto(`${proxy.url}/dictionary`);
  const fallback = page.getByRole('alert').filter({ hasText: 'Dictionary is unavailable right now' });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(
    new RegExp(
      `This version of Dictionary needs react(-dom|/jsx-runtime)? \\^20\\.0\\.0, but this page has react(-dom|/jsx-runtime)? ${react.version.replaceAll('.', '\\.')}`,
    ),
  );
  await expect(page.getByRole('heading', { name: 'Your Personal Dictionary' })).toHaveCount(0);
  await saveScreenshot(page, 'remote-needs-newer-react');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  // Rolled back from the admin screen's Releases section: the dictionary works again.
  await storeSession(page, await createUser(page.request, { admin: true, baseURL: proxy.url }), proxy.url);
  await page.goto(`${proxy.url}/admin`);
  const releases = page.locator('section', { has: page.getByRole('heading', { name: 'Releases', exact: true }) });
  const dictionaryRow = releases.getByRole('listitem', { name: 'dictionary remote' });
  await expect(dictionaryRow).toContainText('Live: 1.2.0');
  await dictionaryRow.getByRole('button', { name: 'Roll back dictionary' }).click();
  await expect(dictionaryRow).toContainText('Live: 1.1.0');
  await expect(releases.getByRole('status')).toHaveText('Rolled back: dictionary is now 1.1.0. Open pages load it on their next visit.');
  await saveScreenshot(page, 'admin-releases');
  await expect(dictionaryRow.getByRole('button', { name: 'Release 1.2.0' })).toBeVisible();
  await page.getByRole('link', { name: 'Dictionary' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personal Dictionary' })).toBeVisible();
  await expect(page.getByText(RELEASE_NOTE)).toBeVisible();
});
