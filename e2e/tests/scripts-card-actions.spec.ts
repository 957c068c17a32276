import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screenshots.js';
import { scriptCard, seedScript, signIn } from './scripts-support.js';

test('card actions carry visible labels and accessible names, and fit the card at three columns', async ({ page }) => {
  const user = await signIn(page);
  for (const title of ['Interview intro', 'Stand-up', 'Pitch']) await seedScript(page, user, { title, content: `${title} text.` });
  await page.goto('/scripts');
  const card = scriptCard(page, 'Interview intro');
  for (const [label, name] of [
    ['History', 'View History'],
    ['Edit', 'Edit Script'],
    ['Rename', 'Rename Script'],
    ['Delete', 'Delete Script'],
  ]) {
    const action = card.getByRole(name === 'Edit Script' ? 'link' : 'button', { name, exact: true });
    await expect(action).toBeVisible();
    await expect(action).toHaveText(label);
    await expect(action).toHaveAttribute('title', name);
    await expect(action).toBeInViewport({ ratio: 1 });
  }
  // One row of four, inside the card.
  const cardBox = await card.boundingBox();
  const historyBox = await card.getByRole('button', { name: 'View History' }).boundingBox();
  const deleteBox = await card.getByRole('button', { name: 'Delete Script' }).boundingBox();
  if (!cardBox || !historyBox || !deleteBox) throw new Error('the card and its actions must render');
  expect(deleteBox.y).toBe(historyBox.y);
  expect(deleteBox.x + deleteBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  await saveScreenshot(page, 'scripts-card-actions');

  await card.getByRole('button', { name: 'Rename Script' }).click();
  await expect(page.getByRole('dialog', { name: 'Rename Script' })).toBeVisible();
});
