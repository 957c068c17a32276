import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './ports.js';

export interface TestUser {
  name: string;
  email: string;
  password: string;
  token: string;
  role: string;
  userId: string;
}

export const TEST_PASSWORD = ADMIN_PASSWORD;

let counter = 0;
/** An email no other test (or worker) uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/**
 * Registers (through the real API) and logs in. With `admin`, signs in as the suite's admin
 * (ADMIN_EMAIL, made admin on the server when the API started; see api-server.ts).
 */
export async function createUser(request: APIRequestContext, { admin = false, baseURL }: { admin?: boolean; baseURL?: string } = {}): Promise<TestUser> {
  const base = baseURL ?? '';
  const email = admin ? ADMIN_EMAIL : uniqueEmail();
  const name = admin ? 'Ada Admin' : 'Pat Practice';
  const registered = await request.post(`${base}/api/register`, { data: { name, email, password: TEST_PASSWORD } });
  if (!admin || registered.status() !== 409) expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post(`${base}/api/login`, { data: { email, password: TEST_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, role, userId } = (await login.json()) as { token: string; role: string; userId: string };
  return { name, email, password: TEST_PASSWORD, token, role, userId };
}

/**
 * Puts a signed-in session in the browser exactly where the app keeps it (localStorage `token`,
 * `userRole`, `userId`), on `origin` (the test's baseURL by default; each origin has its own storage).
 */
export async function storeSession(page: Page, user: TestUser, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.evaluate(({ token, role, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userRole', role);
    localStorage.setItem('userId', userId);
  }, user);
}

/** Fills the login form and presses 'Log In' (the page is on /login). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs `user` in and opens `path`, waiting for the screen's first heading. */
export async function openSignedIn(page: Page, user: TestUser, path: string, heading: string): Promise<void> {
  await storeSession(page, user);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A new account, signed in, on the Speaking Drill screen. */
export async function registerAndLogin(page: Page, options: { admin?: boolean } = {}): Promise<TestUser> {
  const user = await createUser(page.request, options);
  await storeSession(page, user);
  await page.goto('/');
  return user;
}
