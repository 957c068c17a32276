import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { createUser, storeSession } from '../support/accounts.js';
import { startApiServer } from '../support/api-server.js';
import { testOnOwnApi } from '../support/own-api.js';
import { copyRemoteBuild, redeployWithText } from '../support/redeploy.js';
import { REPO_ROOT } from '../support/repo.js';
import { saveScreenshot } from '../support/screenshots.js';
import { StaticRemoteServer } from '../support/static-server.js';

// Remotes deployed on their own origins, named by REMOTE_URL_* overrides of an API started for
// this file; the shell is the same build throughout.
const dictionaryServer = new StaticRemoteServer(join(REPO_ROOT, 'mfe-dictionary', 'dist'));
const dashboardServer = new StaticRemoteServer('');
const temporaryDirs: string[] = [];
const test = testOnOwnApi(async () => {
  dashboardServer.root = copyRemoteBuild(join(REPO_ROOT, 'mfe-dashboard', 'dist'));
  temporaryDirs.push(dashboardServer.root);
  await Promise.all([dictionaryServer.start(), dashboardServer.start()]);
  return startApiServer({
    env: { REMOTE_URL_DICTIONARY: dictionaryServer.manifestUrl, REMOTE_URL_DASHBOARD: dashboardServer.manifestUrl },
  });
});

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await Promise.all([dictionaryServer.stop(), dashboardServer.stop()]);
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await storeSession(page, await createUser(page.request));
});

test('a remote on another origin loads through the manifest /remotes.json names', async ({ page }) => {
  const manifest = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  expect(manifest.dashboard).toBe(dashboardServer.manifestUrl);
  expect(manifest.drill).toBe('/remotes/drill/mf-manifest.json');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Progress Dashboard' })).toBeVisible();
  expect(dashboardServer.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
});

test('a remote whose server is down shows a fallback with Retry; the rest of the app works; Retry recovers it', async ({ page }) => {
  await dictionaryServer.stop();
  await page.goto('/dictionary');
  const fallback = page.getByRole('alert').filter({ hasText: 'Dictionary is unavailable right now' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await saveScreenshot(page, 'remote-down-fallback');

  // Other remotes and shell routes keep working, and the broken one still says so.
  await page.getByRole('link', { name: 'Drill History' }).click();
  await expect(page.getByRole('heading', { name: 'Drill History' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('link', { name: 'Dictionary' }).click();
  await expect(fallback).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toBeVisible();

  await dictionaryServer.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personal Dictionary' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});

test('a remote redeployed with a new heading shows it in the running app, with the same shell build', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Progress Dashboard' })).toBeVisible();
  const shellScript = await page.locator('script[src*="main."]').getAttribute('src');

  const newVersion = redeployWithText(dashboardServer.root, 'Your Progress Dashboard', 'Your Progress Dashboard (new release)');
  temporaryDirs.push(newVersion);
  dashboardServer.root = newVersion;

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Progress Dashboard (new release)' })).toBeVisible();
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(shellScript);
});

test('the shell still starts when /remotes.json cannot be read', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Dashboard is unavailable right now' })).toBeVisible();
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Your Progress Dashboard' })).toBeVisible();
});
