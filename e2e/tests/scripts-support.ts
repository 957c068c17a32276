import { expect, type Locator, type Page } from '@playwright/test';
import { createUser, storeSession, type TestUser } from '../support/accounts.js';
import { speech } from '../support/fake-speech.js';

export interface ScriptSeed {
  title: string;
  description?: string;
  tags?: string[];
  content: string;
  settings?: { isVoiceControl: boolean };
}

/** A new account, signed in, with the browser on the login page (ready for any goto). */
export async function signIn(page: Page): Promise<TestUser> {
  const user = await createUser(page.request);
  await storeSession(page, user);
  return user;
}

/** Creates a script straight through the API; returns its id. */
export async function seedScript(page: Page, user: TestUser, seed: ScriptSeed): Promise<string> {
  const headers = { Authorization: `Bearer ${user.token}` };
  const { settings, ...fields } = seed;
  const created = await page.request.post('/api/scripts', { headers, data: fields });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  if (settings) {
    const updated = await page.request.put(`/api/scripts/${id}`, { headers, data: { settings } });
    expect(updated.ok(), await updated.text()).toBe(true);
  }
  return id;
}

/** A new account with one script, signed in, on the script's shadowing screen. */
export async function openShadowing(page: Page, seed: ScriptSeed): Promise<{ user: TestUser; id: string }> {
  const user = await signIn(page);
  const id = await seedScript(page, user, seed);
  await page.goto(`/scripts/shadow/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: seed.title })).toBeVisible();
  return { user, id };
}

/**
 * One shadowing run with the fake recogniser: Start, `heard` said, Stop. Resolves with the
 * Session Analysis dialog once it shows.
 */
export async function shadowRun(page: Page, heard: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.say(page, heard);
  await page.getByRole('button', { name: 'Stop' }).click();
  const overlay = page.getByRole('dialog', { name: 'Session Analysis' });
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  return overlay;
}

export const scriptCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
export const highlightedWord = (page: Page) => page.locator('[aria-label="Script"] [aria-current="true"]');

/**
 * Opens the editor of script `id` (saved as `saved`) and types `typed` while the test makes its
 * saves fail; resolves once the failed-save alert shows.
 */
export async function typeWhileSavesFail(page: Page, id: string, saved: string, typed: string): Promise<{ content: Locator; alert: Locator }> {
  await page.goto(`/scripts/edit/${id}`);
  const content = page.getByRole('textbox', { name: 'Script', exact: true });
  await expect(content).toHaveValue(saved);
  await content.fill(typed);
  const alert = page.getByRole('alert').filter({ hasText: 'Your latest changes could not be saved.' });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  return { content, alert };
}
