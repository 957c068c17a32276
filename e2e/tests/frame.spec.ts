import { expect, test, type Browser, type Page } from '@playwright/test';
import { createUser, registerAndLogin, storeSession, type TestUser } from '../support/accounts.js';
import { holdRequests } from '../support/hold-requests.js';
import { SIDEBAR_SCREENS } from '../support/screens.js';
import { saveScreenshot } from '../support/screenshots.js';

test('each sidebar link renders its screen from its remote, in the sidebar order', async ({ page }) => {
  await registerAndLogin(page, { admin: true });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(SIDEBAR_SCREENS.map((screen) => screen.link));
  for (const screen of SIDEBAR_SCREENS) {
    await nav.getByRole('link', { name: screen.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${screen.path === '/' ? '' : screen.path}/?$`));
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
    if ('text' in screen) await expect(page.getByText(screen.text)).toBeVisible();
    await saveScreenshot(page, `screen-${screen.link.toLowerCase().replace(/[^a-z]+/g, '-')}`);
  }
});

test('deep links load directly (SPA fallback) and unknown paths say so inside the frame', async ({ page }) => {
  await registerAndLogin(page);
  await page.goto('/scripts/new');
  await expect(page.getByRole('heading', { name: 'Create New Script' })).toBeVisible();
  await page.goto('/scripts/edit/3f0c2f1e-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Edit Script' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('the Admin link is hidden from a user and shown to an admin', async ({ page, browser }) => {
  await registerAndLogin(page);
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  const adminPage = await browser.newPage();
  await registerAndLogin(adminPage, { admin: true });
  await adminPage.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(adminPage.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await adminPage.close();
});

/** Collapsed: an icon rail; open: names beside the icons. */
async function sidebarWidth(page: Page): Promise<number> {
  const box = await page.getByRole('complementary', { name: 'Sidebar' }).boundingBox();
  return box?.width ?? 0;
}

/** A new window of `width` x `height`, signed in as `user`, on the dashboard; and its sidebar toggle. */
async function dashboardWindow(browser: Browser, user: TestUser, width: number, height: number) {
  const page = await browser.newPage({ viewport: { width, height } });
  await storeSession(page, user);
  await page.goto('/dashboard');
  return { page, toggle: page.getByRole('button', { name: /sidebar/ }) };
}

test('the sidebar starts collapsed below 768 px and open from 768 px, and toggles', async ({ browser, request }) => {
  const user = await createUser(request);
  const { page: narrow, toggle } = await dashboardWindow(browser, user, 767, 900);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await sidebarWidth(narrow)).toBeLessThan(100);
  await saveScreenshot(narrow, 'frame-767-collapsed');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => sidebarWidth(narrow)).toBeGreaterThan(200);
  await saveScreenshot(narrow, 'frame-767-open');
  await narrow.close();

  const { page: wide, toggle: wideToggle } = await dashboardWindow(browser, user, 1024, 800);
  await expect(wideToggle).toHaveAttribute('aria-expanded', 'true');
  expect(await sidebarWidth(wide)).toBeGreaterThan(200);
  await wideToggle.click();
  await expect(wideToggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => sidebarWidth(wide)).toBeLessThan(100);
  await expect(wide.getByRole('heading', { name: 'Your Progress Dashboard' })).toBeVisible();
  await wide.close();
});

test('the shell and the remotes share one session store', async ({ page, request }) => {
  const user = await createUser(request);
  await storeSession(page, user);
  // Start on a shell screen: no remote is loaded yet.
  // The frame preloads remotes when idle: hold the drill remote's files until the token is
  // spoiled, so it starts (and would read its own store) only afterwards.
  const releaseDrill = await holdRequests(page, '**/remotes/drill/**');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  // Spoil what a second store would read at start-up. The shell's store already holds the session.
  await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
  releaseDrill();
  await page.getByRole('link', { name: 'Drill History' }).click();
  // The drill remote's API call carries the token of the shell's store: the list loads and
  // nobody is signed out (a store of its own would have sent the spoiled token and got a 401).
  await expect(page.getByText("You haven't completed any drills yet.")).toBeVisible();
  await expect(page).toHaveURL(/\/history$/);
});

test('the remotes are fetched while the frame is idle, so the first click renders without waiting', async ({ page, request }) => {
  const user = await createUser(request);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  // Signed out, the login page fetches no remote.
  await storeSession(page, user);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(requested.filter((path) => path.startsWith('/remotes/'))).toEqual([]);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  // Nobody clicked: the dictionary remote's manifest, entry and exposed module arrive anyway.
  await expect.poll(() => requested.filter((path) => path.startsWith('/remotes/dictionary/')).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  // The manifest's stylesheet may be preloaded beside the entry: wait for the manifest, the entry and the exposed module.
  const fetchedDictionary = (file: RegExp): boolean => requested.some((path) => path.startsWith('/remotes/dictionary/') && file.test(path));
  await expect
    .poll(() => [/\/mf-manifest\.json$/, /\/remoteEntry\.js$/, /\/__federation_expose_Module[^/]*\.js$/].every(fetchedDictionary), { timeout: 15_000 })
    .toBe(true);

  const before = requested.length;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dictionary', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Personal Dictionary' })).toBeVisible();
  // The click itself fetched none of the dictionary remote's files (other remotes may still be preloading).
  expect(requested.slice(before).filter((path) => path.startsWith('/remotes/dictionary/'))).toEqual([]);
});

test('a remote that fails to preload stays quiet, shows the fallback when opened, and Retry loads it', async ({ page, request }) => {
  const user = await createUser(request);
  const appErrors: string[] = [];
  page.on('console', (message) => {
    // The browser's own line for a refused request is not the app's; anything else is.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) appErrors.push(message.text());
  });
  const refused: string[] = [];
  await page.route('**/remotes/dictionary/**', (route) => {
    refused.push(route.request().url());
    return route.abort('connectionrefused');
  });
  await storeSession(page, user);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect.poll(() => refused.length, { timeout: 15_000 }).toBeGreaterThan(0);
  // The background attempt failed: nothing on the screen or in the console says so.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(appErrors).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dictionary', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Dictionary is unavailable right now' })).toBeVisible();
  await page.unroute('**/remotes/dictionary/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Personal Dictionary' })).toBeVisible();
});
