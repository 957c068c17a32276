import { expect, test } from '@playwright/test';
import { createUser, storeSession } from '../support/accounts.js';
import { holdRequests } from '../support/hold-requests.js';
import { seedDrillSession } from './drill-support.js';

const storedToken = () => localStorage.getItem('token');

test('a login answer that does not match the contract shows the failure text and keeps the visitor signed out', async ({ page, request }) => {
  const user = await createUser(request);
  // The server says yes, but the body is not a session (no token string, an unknown role).
  await page.route('**/api/login', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ token: 42, role: 'owner' }) }),
  );
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to login');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(storedToken)).toBeNull();
});

test('the login page is ready before any of the signed-in app is fetched: no remotes, no frame', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path === '/remotes.json' || path.startsWith('/remotes/'))).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('a signed-in visitor who opens /login gets the login page, and an app path the frame', async ({ page, request }) => {
  await storeSession(page, await createUser(request));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Progress Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test("signed in, the app and the opened page's remote are fetched together, each file once", async ({ page, request }) => {
  await storeSession(page, await createUser(request));
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto('/scripts');
  await expect(page.getByRole('heading', { level: 1, name: 'Script Library' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // start.ts fetched the remote's manifest and preloaded its files; the app used them, asking for none again.
  const remoteFiles = requested.filter((path) => path.startsWith('/remotes/scripts/'));
  expect(remoteFiles).toEqual(expect.arrayContaining(['/remotes/scripts/mf-manifest.json', '/remotes/scripts/remoteEntry.js']));
  expect(remoteFiles.some((path) => /\/__federation_expose_Module\.[0-9a-f]{8}\.js$/.test(path))).toBe(true);
  expect(remoteFiles).toHaveLength(new Set(remoteFiles).size);
  // main.js and the chunks it runs next were preloaded by start.ts, and fetched once.
  const shellScripts = requested.filter((path) => /^\/[^/]+\.js$/.test(path));
  expect(shellScripts.some((path) => /^\/main\.[0-9a-f]{8}\.js$/.test(path))).toBe(true);
  expect(shellScripts).toHaveLength(new Set(shellScripts).size);
});

test('the start script inline in the page runs under its Content Security Policy, signed out and signed in', async ({ page, request }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await storeSession(page, await createUser(request));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'What would you like to practice today?' })).toBeVisible();
  expect(violations).toEqual([]);
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/ 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
});

/** Text only the contracts chunks hold: zod's error class, and a rule of the session schemas. */
const CONTRACTS_CODE = ['ZodError', 'title must be at most 300 characters'];

test('signed in, the Speaking Drill shows without the contracts; they load with the first API call, and its rows still show', async ({ page, request }) => {
  const user = await createUser(request);
  await seedDrillSession(request, user, { topic: 'Quarterly planning review', answers: [] });
  await storeSession(page, user);
  // Every script holding the contracts (or zod) is held back until the heading shows: if the
  // first render needed one, the heading would never show.
  let showHeld!: () => void;
  const headingShown = new Promise<void>((resolve) => (showHeld = resolve));
  const contractScripts: string[] = [];
  await page.route('**/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (CONTRACTS_CODE.some((code) => body.includes(code))) {
        contractScripts.push(new URL(route.request().url()).pathname);
        await headingShown;
      }
      await route.fulfill({ response, body });
    } catch (error) {
      // A script the login page (storeSession) was still loading when the test went to '/'
      // has nobody left to answer. Anything else is a real failure.
      if (!/disposed|closed|Target page/i.test(String(error))) throw error;
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'What would you like to practice today?' })).toBeVisible();
  showHeld();
  // A screen that loads data checks the answer against its contract, loaded now: the row shows.
  await page.getByRole('link', { name: 'Drill History' }).click();
  await expect(page.getByRole('region', { name: 'Quarterly planning review', exact: true })).toBeVisible();
  expect(contractScripts.length).toBeGreaterThan(0);
  // Remotes the frame preloads may still be in flight here (seen on a loaded machine): the test
  // has seen what it checks, so those fetches end with it instead of failing the run.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Notes, in the page, whether the loading spinner was ever in the document before `heading` showed. */
function watchForSpinnerBefore(heading: string) {
  const seen = { spinner: false, frameFirst: false };
  Object.defineProperty(window, '__firstPage', { value: seen });
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role="status"][aria-label="Loading page"]')) seen.spinner = true;
    const shown = [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === heading);
    if (document.querySelector('nav[aria-label="Main"]') && !shown) seen.frameFirst = true;
    if (shown) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

test('signed in, the frame and the opened screen show together, with no loading spinner in between', async ({ page, request }) => {
  await storeSession(page, await createUser(request));
  await page.addInitScript(watchForSpinnerBefore, 'Script Library');
  // The page's timers stand still: the frame waits for the remote however long this machine
  // takes to load it, as it does on any machine that loads it within the wait.
  // One fixed start for the page's clock, paused a minute after it: pausing at the test's "now"
  // fails on a busy machine whose page clock has already run past it.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await page.goto('/scripts');
  await expect(page.getByRole('heading', { level: 1, name: 'Script Library' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __firstPage: { spinner: boolean; frameFirst: boolean } }).__firstPage)).toEqual({
    spinner: false,
    frameFirst: false,
  });
});

test('a slow remote does not hold the frame back: the frame shows with the loading spinner, then the screen', async ({ page, request }) => {
  await storeSession(page, await createUser(request));
  const release = await holdRequests(page, '**/remotes/scripts/remoteEntry.js');
  await page.goto('/scripts');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Script Library' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Script Library' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
});
