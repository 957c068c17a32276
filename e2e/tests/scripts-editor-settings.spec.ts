import { expect, test } from '@playwright/test';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { seedScript, signIn, typeWhileSavesFail } from './scripts-support.js';

test('the editor lets the user pick the shadowing mode; Read aloud is saved and the shadowing screen reads the script', async ({ page }) => {
  await installFakeSpeech(page);
  const user = await signIn(page);
  const content = 'Welcome to the quarterly review.';
  const id = await seedScript(page, user, { title: 'Review opening', content });
  await page.goto(`/scripts/edit/${id}`);
  const mode = page.getByRole('group', { name: 'Shadowing mode' });
  await expect(mode.getByRole('radio', { name: /^Voice control/ })).toBeChecked();
  await mode.getByRole('radio', { name: /^Read aloud/ }).check();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });
  await saveScreenshot(page, 'scripts-editor-mode');

  await page.reload();
  await expect(page.getByRole('group', { name: 'Shadowing mode' }).getByRole('radio', { name: /^Read aloud/ })).toBeChecked();

  await page.goto(`/scripts/shadow/${id}`);
  await expect(page.getByText('Read aloud', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.waitForSpeaking(page);
  expect(await speech.spokenTexts(page)).toEqual([content]);
  await page.getByRole('button', { name: 'Stop' }).click();
});

test('a failed autosave is shown, the text is kept, and it survives leaving the editor until a save succeeds', async ({ page }) => {
  const user = await signIn(page);
  const id = await seedScript(page, user, { title: 'Retry me', content: 'First version.' });
  let failing = true;
  await page.route(`**/api/scripts/${id}`, async (route) => {
    if (route.request().method() === 'PUT' && failing) return route.fulfill({ status: 503, json: { error: 'Database unavailable', statusCode: 503 } });
    return route.continue();
  });
  const { content, alert } = await typeWhileSavesFail(page, id, 'First version.', 'Second version, typed while the server was down.');
  await expect(content).toHaveValue('Second version, typed while the server was down.');
  await expect(page.getByRole('button', { name: 'Save Script' })).toBeVisible();
  await saveScreenshot(page, 'scripts-editor-save-failed');

  // Leaving and coming back (still failing) brings the unsaved text back, not the server's copy.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/scripts$/);
  await page.goto(`/scripts/edit/${id}`);
  await expect(content).toHaveValue('Second version, typed while the server was down.');

  // Once the server is back, Save Script saves it and the warning goes.
  failing = false;
  await page.getByRole('button', { name: 'Save Script' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(content).toHaveValue('Second version, typed while the server was down.');
  await expect(page.getByText('Restored changes that had not been saved yet.')).toHaveCount(0);
});

test('the save status badge never covers the script text area', async ({ page }) => {
  const user = await signIn(page);
  const id = await seedScript(page, user, { title: 'Long one', content: Array.from({ length: 40 }, (_, line) => `Line ${line + 1} of the talk.`).join('\n') });
  await page.goto(`/scripts/edit/${id}`);
  const content = page.getByRole('textbox', { name: 'Script', exact: true });
  const badge = page.getByRole('button', { name: 'Save Script' });
  await expect(badge).toBeVisible();
  for (const position of ['top', 'bottom'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), position);
    const area = await content.boundingBox();
    const status = await badge.boundingBox();
    if (!area || !status) throw new Error('the text area and the badge must both render');
    const overlaps = status.x < area.x + area.width && area.x < status.x + status.width && status.y < area.y + area.height && area.y < status.y + status.height;
    expect(overlaps, `badge ${JSON.stringify(status)} over text area ${JSON.stringify(area)} (scrolled to ${position})`).toBe(false);
  }
  await saveScreenshot(page, 'scripts-editor-badge');
});
