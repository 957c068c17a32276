import { expect, test } from '@playwright/test';
import { createUser, submitLogin, TEST_PASSWORD, uniqueEmail } from '../support/accounts.js';
import { saveScreenshot } from '../support/screenshots.js';

const storedSession = () => ({ token: localStorage.getItem('token'), role: localStorage.getItem('userRole'), userId: localStorage.getItem('userId') });

test('a visitor without a token is sent to /login from any app path', async ({ page }) => {
  for (const path of ['/', '/dashboard', '/scripts/edit/123', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Log in to continue your practice.')).toBeVisible();
  // No Google client id is configured for this API, so no provider button and no divider.
  await expect(page.getByTestId('google-sign-in')).toHaveCount(0);
  await expect(page.getByText('Or continue with')).toHaveCount(0);
  await saveScreenshot(page, 'login');
});

test('registering shows the success message, then goes to /login after 2 seconds', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expect(page.getByText('Start your journey to confident speaking.')).toBeVisible();
  await page.getByLabel('Name').fill('Robin Reader');
  await page.getByLabel('Email').fill(uniqueEmail('register'));
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await saveScreenshot(page, 'register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toBeVisible();
  // The message stays readable before the move (a clock here would flake on a busy machine).
  expect(new URL(page.url()).pathname).toBe('/register');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
});

test("a registration the server refuses shows the server's error text", async ({ page, request }) => {
  const existing = await createUser(request);
  await page.goto('/register');
  await page.getByLabel('Name').fill('Second Try');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText(/.+/);
  await expect(page.getByRole('alert')).not.toHaveText('Failed to register');
  await expect(page).toHaveURL(/\/register$/);
});

test('logging in stores token, role and user id, then opens the app frame', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(storedSession)).toEqual({ token: expect.any(String), role: 'user', userId: user.userId });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test("a wrong password shows the server's error and keeps the visitor signed out", async ({ page, request }) => {
  const user = await createUser(request);
  const refused = await request.post('/api/login', { data: { email: user.email, password: 'not-the-password' } });
  const { error } = (await refused.json()) as { error: string };
  await page.goto('/login');
  await submitLogin(page, user.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(error);
  await expect.poll(() => page.evaluate(storedSession)).toEqual({ token: null, role: null, userId: null });
  await saveScreenshot(page, 'login-error');
});

test('a session in the /login fragment is never taken (a link must not sign anyone into its account)', async ({ page, request }) => {
  const someone = await createUser(request);
  await page.goto(`/login#token=${encodeURIComponent(someone.token)}&role=user&userId=${someone.userId}`);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(storedSession)).toEqual({ token: null, role: null, userId: null });
});

test("a refused Google redirect sign-in shows the text of the server's code on /login", async ({ page }) => {
  await page.goto('/login#error=GOOGLE_INVALID_TOKEN');
  await expect(page.getByRole('alert')).toHaveText('Google sign-in failed: invalid token');
  await expect.poll(() => page.evaluate(storedSession)).toEqual({ token: null, role: null, userId: null });
  expect(page.url()).not.toContain('error=');
});

test('/login#error=... never shows text of its own, only the known refusals by their code', async ({ page }) => {
  await page.goto(`/login#error=${encodeURIComponent('Your account is locked. Call +1 555 0100 to unlock it.')}`);
  await expect(page.getByRole('alert')).toHaveText('Google login failed');
  await expect(page.getByText('Call +1 555 0100')).toHaveCount(0);
});

test('Logout clears the stored session and returns to /login', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect.poll(() => page.evaluate(storedSession)).toEqual({ token: null, role: null, userId: null });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('server validation texts read as sentences, without the field prefix', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Short Password');
  await page.getByLabel('Email').fill(uniqueEmail('short'));
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
  await saveScreenshot(page, 'register-validation-error');
});
