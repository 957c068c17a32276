import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { startDrill } from './drill-support.js';

// 16 words, two fillers ("um", and "like" after "so"); "would like" is not one.
const FAST_START = 'um so like I would like to tell you how we moved our team to weekly';
const MORE = 'releases and the number of bugs that reached our customers fell by about a third within two quarters of the change overall';

test('while speaking, a quiet pace indicator and a filler counter follow the interim words, and can be switched off for good', async ({ page }) => {
  // The page's clock is driven by the test, so the pace is the one spoken.
  await page.clock.install();
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Engineering management');
  const nudges = page.getByRole('group', { name: 'Live nudges' });
  const toggle = page.getByRole('switch', { name: 'Live nudges' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('button', { name: 'Answer Now' }).click();
  await expect(nudges).toContainText('Pace: listening...');
  await expect(nudges).toContainText('Fillers: 0');

  // 16 words in about 4 seconds, still interim: about 240 words/min.
  await page.clock.fastForward(4_000);
  await speech.interim(page, FAST_START);
  await expect(nudges).toContainText(/Pace: too fast \(2\d\d words\/min\)/);
  await expect(nudges).toContainText('Fillers: 2');
  await saveScreenshot(page, 'drill-live-nudges-fast');

  // Ten seconds of silence: the pace of the last seconds drops.
  await page.clock.fastForward(10_000);
  await expect(nudges).toContainText('Pace: too slow (0 words/min)');

  // 22 more words over the next 10 seconds: 132 words/min.
  await page.clock.fastForward(10_000);
  await speech.say(page, `${FAST_START} ${MORE}`);
  await expect(nudges).toContainText('Pace: good (132 words/min)');
  await expect(nudges).toContainText('Fillers: 2');
  await expectNoSeriousA11yViolations(page, 'live nudges while speaking');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(nudges).not.toContainText('Pace');
  await expect(nudges).not.toContainText('Fillers');

  // The choice is kept on this device: after a reload the nudges stay off while speaking.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Live nudges' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await speech.interim(page, 'um like');
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  await expect(page.getByRole('status', { name: 'Words being heard' })).toHaveText('um like');
  await expect(nudges).not.toContainText('Fillers');
});

test('the live nudges fit a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Engineering management');
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await page.clock.fastForward(4_000);
  await speech.interim(page, FAST_START);
  const nudges = page.getByRole('group', { name: 'Live nudges' });
  await expect(nudges).toContainText(/Pace: too fast \(2\d\d words\/min\)/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, 'drill-live-nudges-phone');
  await expectNoSeriousA11yViolations(page, 'live nudges on a phone');
});
