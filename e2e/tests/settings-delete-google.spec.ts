import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { uniqueEmail, storeSession, type TestUser } from '../support/accounts.js';
import { startApiServer } from '../support/api-server.js';
import { FakeGoogle } from '@speakwell/test-support/fake-google';
import { fakeIdentityServicesScript, GOOGLE_CLIENT_ID, GOOGLE_IDENTITY_SCRIPT } from '../support/fake-google.js';
import { testOnOwnApi } from '../support/own-api.js';
import { saveScreenshot } from '../support/screenshots.js';

// An account that signs in only with Google has no password to confirm with: the dialog asks
// for a fresh Google sign-in and sends its ID token (DELETE /api/user {"google_token"}).
const google = new FakeGoogle(GOOGLE_CLIENT_ID);
const test = testOnOwnApi(async () => {
  await google.start();
  return startApiServer({ env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl } });
});

test.afterAll(async () => {
  await google.stop();
});

/** The Google button hands over this credential when clicked (the page's next load). */
async function googleHands(page: Page, credential: string): Promise<void> {
  await page.unroute(GOOGLE_IDENTITY_SCRIPT);
  await page.route(GOOGLE_IDENTITY_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeIdentityServicesScript(credential) }));
}

async function openDeleteDialog(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('Your account signs in with Google: sign in with Google again to confirm.', { exact: false })).toBeVisible();
  return dialog;
}

test('a Google-only account is deleted after a fresh Google sign-in of that account, never another', async ({ page }) => {
  const person = { email: uniqueEmail('google-leaving'), name: 'Gil Google', sub: `leaving-${Date.now()}` };
  const signedIn = await page.request.post('/api/auth/google', { data: { token: google.idToken(person) } });
  expect(signedIn.status()).toBe(200);
  const session = (await signedIn.json()) as { token: string; role: string; userId: string };
  const user: TestUser = { ...session, name: person.name, email: person.email, password: '' };

  // Someone else's Google account at the keyboard: nothing is deleted.
  await googleHands(page, google.idToken({ email: uniqueEmail('someone-else'), name: 'Someone Else' }));
  await storeSession(page, user);
  let dialog = await openDeleteDialog(page);
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'delete account with Google');
  await saveScreenshot(page, 'settings-delete-google');
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That Google account is not the one linked to this account. Nothing was deleted.');
  await expect(page).toHaveURL(/\/settings$/);
  expect((await page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(200);

  // The account's own Google sign-in, fresh: deleted and signed out.
  await googleHands(page, google.idToken(person));
  dialog = await openDeleteDialog(page);
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith('/api/user'));
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  expect(Object.keys((await deleted).postDataJSON() as object)).toEqual(['google_token']);
  await expect(page).toHaveURL(/\/login$/);
  // Read through the context: the app reloads /login after signing out, so no in-page script races it.
  const storedToken = async () => (await page.context().storageState()).origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'token');
  await expect.poll(storedToken).toBeUndefined();
  expect((await page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(401);
});

test('a Google-only account sets its first password only after a fresh Google sign-in of that account', async ({ page }) => {
  const person = { email: uniqueEmail('google-password'), name: 'Pia Password', sub: `first-password-${Date.now()}` };
  const signedIn = await page.request.post('/api/auth/google', { data: { token: google.idToken(person) } });
  const session = (await signedIn.json()) as { token: string; role: string; userId: string };
  await googleHands(page, google.idToken(person));
  await storeSession(page, { ...session, name: person.name, email: person.email, password: '' });
  await page.goto('/settings');
  await expect(page.getByLabel('Full Name')).toHaveValue(person.name);
  await page.getByLabel('New Password', { exact: true }).fill('my first password');
  await page.getByLabel('Confirm New Password').fill('my first password');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  // Closing the Google step changes nothing.
  let dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog.getByText('Your account signs in with Google: sign in with Google again to set a password.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'first password with Google');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Sign in with Google to set a password. Nothing was changed.');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/user/profile'));
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ password: 'my first password', google_token: expect.any(String) });
  await expect(page.getByRole('status')).toHaveText('Profile updated successfully!');
  await expect(dialog).toBeHidden();
  const login = await page.request.post('/api/login', { data: { email: person.email, password: 'my first password' } });
  expect(login.status()).toBe(200);
});
