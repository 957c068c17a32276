import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screenshots.js';
import { holdRequests } from '../support/hold-requests.js';
import { seedScript, signIn } from './scripts-support.js';

test("editing a script: 'Loading script...', then the fields; a change is saved and still there after a reload", async ({ page }) => {
  const user = await signIn(page);
  const id = await seedScript(page, user, { title: 'Keynote', description: 'Opening lines.', tags: ['talk', 'conference'], content: 'Good morning everyone.' });

  // The load and the save are held so their waiting states can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let releaseSave: () => void = () => undefined;
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route(`**/api/scripts/${id}`, async (route) => {
    if (route.request().method() === 'GET') await held;
    if (route.request().method() === 'PUT') await saveHeld;
    await route.continue();
  });
  await page.goto(`/scripts/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Script' })).toBeVisible();
  await expect(page.getByText('Loading script...')).toBeVisible();
  release();

  const content = page.getByRole('textbox', { name: 'Script', exact: true });
  await expect(content).toHaveValue('Good morning everyone.');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Keynote');
  await expect(page.getByRole('textbox', { name: 'Tags' })).toHaveValue('talk, conference');
  // Loading the script is not an edit: nothing is saved.
  await expect(page.getByRole('button', { name: 'Save Script' })).toBeVisible();

  await content.fill('Good morning everyone, and thank you for coming.');
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible({ timeout: 5_000 });
  releaseSave();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`/scripts/edit/${id}$`));
  await saveScreenshot(page, 'scripts-editor-edit');

  await page.unroute(`**/api/scripts/${id}`);
  await page.reload();
  await expect(content).toHaveValue('Good morning everyone, and thank you for coming.');
});

test('a failed save returns the badge to idle and keeps what was typed; the next edit saves', async ({ page }) => {
  const user = await signIn(page);
  const id = await seedScript(page, user, { title: 'Retry me', content: 'First version.' });
  let failing = true;
  await page.route(`**/api/scripts/${id}`, async (route) => {
    if (route.request().method() === 'PUT' && failing) return route.fulfill({ status: 500, json: { error: 'Database unavailable' } });
    return route.continue();
  });
  await page.goto(`/scripts/edit/${id}`);
  const content = page.getByRole('textbox', { name: 'Script', exact: true });
  await content.fill('Second version.');
  const put = page.waitForResponse((response) => response.url().endsWith(`/api/scripts/${id}`) && response.request().method() === 'PUT');
  await put;
  await expect(page.getByRole('button', { name: 'Save Script' })).toBeVisible();
  await expect(content).toHaveValue('Second version.');

  failing = false;
  await content.fill('Third version.');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(content).toHaveValue('Third version.');
});

test("an unknown script shows 'Could not load the script.'", async ({ page }) => {
  await signIn(page);
  await page.goto('/scripts/edit/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Could not load the script.')).toBeVisible();
});

test('Done right after typing still saves the edit, and reopening the editor shows it', async ({ page }) => {
  const user = await signIn(page);
  const id = await seedScript(page, user, { title: 'Quick exit', content: 'Old words.' });
  await page.goto('/scripts');
  await page.getByRole('article', { name: 'Quick exit' }).getByRole('link', { name: 'Edit Script' }).click();
  const content = page.getByRole('textbox', { name: 'Script', exact: true });
  await expect(content).toHaveValue('Old words.');
  // The save is held: the editor is reopened while it is still on its way.
  const release = await holdRequests(page, `**/api/scripts/${id}`, 'PUT');
  await content.fill('New words.');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/scripts$/);
  await page.getByRole('article', { name: 'Quick exit' }).getByRole('link', { name: 'Edit Script' }).click();
  await expect(page).toHaveURL(new RegExp(`/scripts/edit/${id}$`));
  await expect(content).toHaveValue('New words.');
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/scripts/${id}`) && response.request().method() === 'PUT');
  release();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(content).toHaveValue('New words.');
});

test('Clean up strips speaker labels and stage notes and saves the result; a failed clean-up keeps the text', async ({ page }) => {
  await signIn(page);
  await page.goto('/scripts/new');
  const content = page.getByRole('textbox', { name: 'Script', exact: true });
  await content.fill('HOST: Welcome   back, everyone! [pause] (laughs)');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Clean up' }).click();
  await expect(content).toHaveValue('Welcome back, everyone!');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(content).toHaveValue('Welcome back, everyone!');

  await page.route('**/api/scripts/clean', (route) => route.fulfill({ status: 500, json: { error: 'AI unavailable' } }));
  await content.fill('NARRATOR: Once upon a time.');
  await page.getByRole('button', { name: 'Clean up' }).click();
  await expect(page.getByRole('button', { name: 'Clean up' })).toBeEnabled();
  await expect(content).toHaveValue('NARRATOR: Once upon a time.');
});
