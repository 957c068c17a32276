import { expect, type Page } from '@playwright/test';
import { createUser, uniqueEmail } from '../support/accounts.js';
import { startApiServer } from '../support/api-server.js';
import { FakeGoogle } from '@speakwell/test-support/fake-google';
import { fakeIdentityServicesScript, GOOGLE_CLIENT_ID, GOOGLE_IDENTITY_SCRIPT } from '../support/fake-google.js';
import { testOnOwnApi } from '../support/own-api.js';
import { saveScreenshot } from '../support/screenshots.js';

// An API with a Google client id configured (read by the shell at run time from /api/config),
// verifying ID tokens against a local key set instead of Google's, and the redirect flow on
// (client secret set) against a local consent screen.
const google = new FakeGoogle(GOOGLE_CLIENT_ID);
const test = testOnOwnApi(async () => {
  await google.start();
  return startApiServer({
    env: { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: 'e2e-secret', GOOGLE_JWKS_URL: google.jwksUrl, GOOGLE_OAUTH_BASE_URL: google.oauthBaseUrl },
  });
});

const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), role: localStorage.getItem('userRole'), userId: localStorage.getItem('userId') }));

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await google.stop();
});

test('signing in with Google stores the session and opens the app', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.route(GOOGLE_IDENTITY_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeIdentityServicesScript(google.idToken({ email, name: 'Gia Google' })) }),
  );
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(button).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __gis: { prompted: boolean; options: { client_id: string } } }).__gis)).toMatchObject({
    prompted: true,
    options: { client_id: GOOGLE_CLIENT_ID },
  });
  await saveScreenshot(page, 'login-with-google');
  await button.click();
  await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    role: localStorage.getItem('userRole'),
    userId: localStorage.getItem('userId'),
  }));
  expect(stored).toEqual({ token: expect.any(String), role: 'user', userId: expect.any(String) });
});

test("a credential the server refuses shows the server's error", async ({ page, request }) => {
  const refused = await request.post('/api/auth/google', { data: { token: 'not-an-id-token' } });
  const { error } = (await refused.json()) as { error: string };
  await page.route(GOOGLE_IDENTITY_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeIdentityServicesScript('not-an-id-token') }));
  await page.goto('/login');
  await expect(page.getByText('Or continue with')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText(error);
  await expect(page).toHaveURL(/\/login$/);
});

test('when the Google script cannot load, the button is quietly left out and password login still works', async ({ page }) => {
  const scriptFailed = page.waitForEvent('requestfailed', (request) => request.url() === GOOGLE_IDENTITY_SCRIPT);
  await page.route(GOOGLE_IDENTITY_SCRIPT, (route) => route.abort());
  await page.goto('/login');
  await scriptFailed;
  await expect(page.getByTestId('google-sign-in')).toHaveCount(0);
  // No divider over nothing: the email form is the only way in shown.
  await expect(page.getByText('Or continue with')).toHaveCount(0);
  // Nothing went wrong that the visitor did: no red text before they did anything.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Google login failed', { exact: false })).toHaveCount(0);
  await saveScreenshot(page, 'login-google-unavailable');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
});

test('the redirect flow signs in through a one-time code: no session ever shows in the address bar', async ({ page }) => {
  google.redirectPerson = { email: uniqueEmail('redirect'), name: 'Rita Redirect' };
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
  await page.goto('/api/auth/google/redirect');
  await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();
  expect(await storedSession(page)).toEqual({ token: expect.any(String), role: 'user', userId: expect.any(String) });
  expect(addresses.some((address) => /\/login#code=/.test(address))).toBe(true);
  expect(addresses.filter((address) => /token=/.test(address))).toEqual([]);
});

test("a link carrying someone else's session or sign-in code signs this browser into nothing", async ({ page, playwright, baseURL }) => {
  // The attacker's own account and session, put in a link.
  const attacker = await createUser(page.request);
  await page.goto(`/login#token=${attacker.token}&role=user&userId=${attacker.userId}`);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, role: null, userId: null });

  // The attacker finishes a Google redirect sign-in in their own browser and sends its code instead.
  google.redirectPerson = { email: uniqueEmail('attacker'), name: 'Mallory' };
  const attackerBrowser = await playwright.request.newContext({ baseURL });
  let location = '/api/auth/google/redirect';
  while (!location.startsWith('/login')) {
    const hop = await attackerBrowser.get(location, { maxRedirects: 0 });
    location = hop.headers().location ?? '';
    expect(location, `redirect from ${hop.url()}`).not.toBe('');
  }
  await attackerBrowser.dispose();
  const code = new URLSearchParams(location.split('#')[1]).get('code');
  expect(code).toBeTruthy();
  // A fresh page load, as opening a link is (not a fragment change of the page already open).
  await page.goto('about:blank');
  await page.goto(`/login#code=${code}`);
  await expect(page.getByRole('alert')).toHaveText('Google sign-in was cancelled or expired, please try again');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual({ token: null, role: null, userId: null });
});
