import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createUser, storeSession, type TestUser } from '../support/accounts.js';
import { saveScreenshot } from '../support/screenshots.js';

async function openSettings(page: Page, user: TestUser): Promise<void> {
  await storeSession(page, user);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('Export my data downloads a JSON file with what the user saved; the drills come as CSV', async ({ page }) => {
  const user = await createUser(page.request);
  const auth = { Authorization: `Bearer ${user.token}` };
  await page.request.post('/api/dictionary', { headers: auth, data: { word: 'ubiquitous' } });
  await page.request.post('/api/scripts', { headers: auth, data: { title: 'Quarterly pitch', description: '', tags: [], content: 'Good morning everyone' } });
  await openSettings(page, user);
  await expect(page.getByRole('heading', { name: 'Your Data' })).toBeVisible();
  await saveScreenshot(page, 'settings-your-data');

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export my data' }).click()]);
  expect(json.suggestedFilename()).toBe('speakwell-export.json');
  const data = JSON.parse(readFileSync(await json.path(), 'utf8')) as {
    profile: { email: string };
    dictionary: { word: string }[];
    scripts: { title: string }[];
  };
  expect(data.profile.email).toBe(user.email);
  expect(data.dictionary.map((entry) => entry.word)).toEqual(['ubiquitous']);
  expect(data.scripts.map((script) => script.title)).toEqual(['Quarterly pitch']);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download drills (CSV)' }).click()]);
  expect(csv.suggestedFilename()).toBe('speakwell-drills.csv');
  expect(readFileSync(await csv.path(), 'utf8').split('\n')[0]).toContain('question,answer,rating');
});

test('a failed export says so and the buttons work again', async ({ page }) => {
  const user = await createUser(page.request);
  await page.route('**/api/user/export', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Something went wrong on our side.', statusCode: 500 }) }),
  );
  await openSettings(page, user);
  await page.getByRole('button', { name: 'Export my data' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong on our side.');
  await expect(page.getByRole('button', { name: 'Export my data' })).toBeEnabled();
});

test('Delete my account: a wrong password keeps everything; the right one deletes the account and signs out', async ({ page }) => {
  const user = await createUser(page.request);
  await openSettings(page, user);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not correct. Nothing was deleted.');
  await saveScreenshot(page, 'settings-delete-wrong-password');
  await expect(page).toHaveURL(/\/settings$/);
  expect((await page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(200);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel('Password')).toHaveValue('');
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByLabel('Password').press('Enter');

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await page.request.post('/api/login', { data: { email: user.email, password: user.password } })).status()).toBe(401);
});
