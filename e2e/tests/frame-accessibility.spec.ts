import { expect, test } from '@playwright/test';
import { createUser, registerAndLogin, storeSession } from '../support/accounts.js';
import { saveScreenshot } from '../support/screenshots.js';
import { SAMPLE_ANSWER, seedDrillSession } from './drill-support.js';

test('a skip link is the first stop of the keyboard and moves focus past the sidebar', async ({ page }) => {
  await registerAndLogin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'What would you like to practice today?' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  // Hidden until focused.
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await saveScreenshot(page, 'frame-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  // The next Tab lands on the screen's first control, not on the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('with reduced motion, entrance animations and the listening ping do not play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await createUser(page.request);
  await seedDrillSession(page.request, user, { topic: 'Leadership', answers: [SAMPLE_ANSWER] });
  await storeSession(page, user);
  await page.goto('/history');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('region', { name: 'Leadership' }) });
  await expect(card).toBeVisible();
  const seconds = (value: string) => Number.parseFloat(value) * (value.endsWith('ms') ? 0.001 : 1);
  const animation = await card.evaluate((element) => ({
    name: getComputedStyle(element).animationName,
    duration: getComputedStyle(element).animationDuration,
  }));
  expect(animation.name).not.toBe('none');
  expect(seconds(animation.duration)).toBeLessThan(0.001);

  // With motion allowed, the same card slides up for a visible moment.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const normal = await card.evaluate((element) => getComputedStyle(element).animationDuration);
  expect(seconds(normal)).toBeGreaterThan(0.1);
});
