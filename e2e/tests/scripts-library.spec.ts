import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screenshots.js';
import { scriptCard, seedScript, signIn } from './scripts-support.js';

test('a new script is created by autosave, the URL names it and the library card shows it', async ({ page }) => {
  await signIn(page);
  await page.goto('/scripts');
  await expect(page.getByRole('heading', { level: 1, name: 'Script Library' })).toBeVisible();
  await expect(page.getByText('Create, manage, and practice your scripts.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Script Library is Empty' })).toBeVisible();
  await saveScreenshot(page, 'scripts-empty');

  await page.getByRole('link', { name: 'New Script' }).click();
  await expect(page).toHaveURL(/\/scripts\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Script' })).toBeVisible();
  await expect(page.getByText('Your changes are saved automatically.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Script' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description (optional)' })).toHaveAttribute('rows', '2');
  await expect(page.getByRole('textbox', { name: 'Script', exact: true })).toHaveAttribute('rows', '15');

  await page.getByRole('textbox', { name: 'Title' }).fill('Team stand-up');
  await page.getByRole('textbox', { name: 'Description (optional)' }).fill('What I did yesterday and what comes next.');
  await page.getByRole('textbox', { name: 'Tags' }).fill(' work, , daily ,');
  await page.getByRole('textbox', { name: 'Script', exact: true }).fill('Yesterday I finished the login page. Today I will review the pull requests.');
  // Typing keeps the badge idle; the save fires 1.5 s after the last edit.
  await expect(page.getByRole('button', { name: 'Save Script' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/scripts\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Script' })).toBeVisible();
  // The fields stay as typed after the URL changed.
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Team stand-up');
  await saveScreenshot(page, 'scripts-editor-saved');

  // A later edit resets the badge, then updates the same script (no second card).
  await page.getByRole('textbox', { name: 'Title' }).fill('Team stand-up notes');
  await expect(page.getByRole('button', { name: 'Save Script' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/scripts$/);
  const card = scriptCard(page, 'Team stand-up notes');
  await expect(card.getByRole('heading', { name: 'Team stand-up notes' })).toBeVisible();
  await expect(card.getByText('What I did yesterday and what comes next.')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['work', 'daily']);
  await expect(card.getByText(/^Updated /)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await saveScreenshot(page, 'scripts-library');
});

test("an edit with only content saves as 'Untitled Script'; a card without description says so", async ({ page }) => {
  await signIn(page);
  await page.goto('/scripts/new');
  await page.getByRole('textbox', { name: 'Script', exact: true }).fill('Just some words to practice.');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  const card = scriptCard(page, 'Untitled Script');
  await expect(card).toBeVisible();
  await expect(card.getByText('No description.')).toBeVisible();
});

test('rename trims the title and ignores an empty one; delete asks first; the last delete shows the empty state', async ({ page }) => {
  const user = await signIn(page);
  await seedScript(page, user, { title: 'Elevator pitch', description: 'Thirty seconds about me.', tags: ['career'], content: 'Hi, I build web apps.' });
  await seedScript(page, user, { title: 'Wedding toast', content: 'To the happy couple.' });
  await page.goto('/scripts');
  await expect(page.getByRole('article')).toHaveCount(2);

  await scriptCard(page, 'Elevator pitch').getByRole('button', { name: 'Rename Script' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Script' });
  await rename.getByRole('textbox', { name: 'Title' }).fill('   My pitch  ');
  await saveScreenshot(page, 'scripts-rename');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(scriptCard(page, 'My pitch')).toBeVisible();
  await expect(scriptCard(page, 'Elevator pitch')).toHaveCount(0);

  await scriptCard(page, 'My pitch').getByRole('button', { name: 'Rename Script' }).click();
  await rename.getByRole('textbox', { name: 'Title' }).fill('   ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toHaveCount(0);
  await page.reload();
  await expect(scriptCard(page, 'My pitch')).toBeVisible();

  await scriptCard(page, 'Wedding toast').getByRole('button', { name: 'Delete Script' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Script' });
  await expect(confirm).toContainText('Wedding toast');
  await saveScreenshot(page, 'scripts-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(scriptCard(page, 'Wedding toast')).toBeVisible();

  await scriptCard(page, 'Wedding toast').getByRole('button', { name: 'Delete Script' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(scriptCard(page, 'Wedding toast')).toHaveCount(0);
  await scriptCard(page, 'My pitch').getByRole('button', { name: 'Delete Script' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Your Script Library is Empty' })).toBeVisible();
});

test('card actions: empty Performance History, Edit Script and Start Shadowing open their screens', async ({ page }) => {
  const user = await signIn(page);
  const id = await seedScript(page, user, { title: 'Podcast intro', content: 'Welcome back to the show.' });
  await page.goto('/scripts');
  const card = scriptCard(page, 'Podcast intro');

  await card.getByRole('button', { name: 'View History' }).click();
  const history = page.getByRole('dialog', { name: 'Performance History' });
  await expect(history.getByText('No practice sessions recorded for this script yet.')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toHaveCount(0);

  await card.getByRole('link', { name: 'Edit Script' }).click();
  await expect(page).toHaveURL(new RegExp(`/scripts/edit/${id}$`));
  await expect(page.getByRole('textbox', { name: 'Script', exact: true })).toHaveValue('Welcome back to the show.');
  await page.getByRole('button', { name: 'Done' }).click();

  await scriptCard(page, 'Podcast intro').getByRole('link', { name: 'Start Shadowing' }).click();
  await expect(page).toHaveURL(new RegExp(`/scripts/shadow/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Podcast intro' })).toBeVisible();
});

test('the grid has one column on a phone and three on a wide screen', async ({ page }) => {
  const user = await signIn(page);
  for (const title of ['One', 'Two', 'Three']) await seedScript(page, user, { title, content: `${title} script.` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/scripts');
  const tops = async () => Promise.all(['One', 'Two', 'Three'].map(async (title) => (await scriptCard(page, title).boundingBox())?.y ?? -1));
  await expect(scriptCard(page, 'One')).toBeVisible();
  const wide = await tops();
  expect(new Set(wide).size).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(scriptCard(page, 'One')).toBeVisible();
  await expect.poll(async () => new Set(await tops()).size).toBe(3);
  await saveScreenshot(page, 'scripts-library-phone');
});

test('an expired session on the script list signs out to /login', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
  await page.goto('/scripts');
  await expect(page).toHaveURL(/\/login$/);
  // The sign-out reloads the page: read the storage once it has settled.
  await expect(page.getByRole('button', { name: /log ?in|sign ?in/i }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
