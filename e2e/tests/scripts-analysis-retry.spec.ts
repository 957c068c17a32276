import { expect, test } from '@playwright/test';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { saveScreenshot } from '../support/screenshots.js';
import { openShadowing } from './scripts-support.js';

const CONTENT = 'Good morning everyone and welcome to the quarterly review.';

test('a failed analysis keeps the run: Try again sends the same run and shows its analysis', async ({ page }) => {
  await installFakeSpeech(page);
  await openShadowing(page, { title: 'Review opening', content: CONTENT });
  let failing = true;
  const sent: unknown[] = [];
  await page.route('**/api/scripts/analyze', async (route) => {
    sent.push(route.request().postDataJSON());
    if (failing) return route.fulfill({ status: 500, json: { error: 'Internal server error', statusCode: 500 } });
    return route.continue();
  });
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.say(page, 'good morning everyone and welcome to the quarterly review');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Internal server error')).toBeVisible();
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();
  await saveScreenshot(page, 'scripts-analysis-failed');
  await expectNoSeriousA11yViolations(page, 'shadowing, analysis failed');

  failing = false;
  await tryAgain.click();
  const overlay = page.getByRole('dialog', { name: 'Session Analysis' });
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  await expect(tryAgain).toHaveCount(0);

  // Escape closes the analysis, like its Close button.
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
});
