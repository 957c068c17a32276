import { expect } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.js';
import { startApiServer } from '../support/api-server.js';
import { FakeGoogleIdentity, fakeIdentityServicesScript, GOOGLE_CLIENT_ID, GOOGLE_IDENTITY_SCRIPT } from '../support/fake-google.js';
import { testOnOwnApi } from '../support/own-api.js';
import { saveScreenshot } from '../support/screenshots.js';

// An API with a Google client id configured (read by the shell at run time from /api/config),
// verifying ID tokens against a local key set instead of Google's.
const google = new FakeGoogleIdentity();
const test = testOnOwnApi(async () => {
  await google.start();
  return startApiServer({ env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } });
});

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await google.stop();
});

test('signing in with Google stores the session and opens the app', async ({ page }) => {
  const email = uniqueEmail('google');
  await page.route(GOOGLE_IDENTITY_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeIdentityServicesScript(google.idToken({ email, name: 'Gia Google' })) }));
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
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), role: localStorage.getItem('userRole'), userId: localStorage.getItem('userId') }));
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
