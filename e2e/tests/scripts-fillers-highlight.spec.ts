import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { seedScript, shadowRun, signIn } from './scripts-support.js';

test('Session Analysis marks the fillers and hedges of what was said, counted as its delivery counts them', async ({ page }) => {
  await installFakeSpeech(page);
  const user = await signIn(page);
  const id = await seedScript(page, user, { title: 'Stand-up', content: 'Good morning everyone, I think we can ship the release this week.' });
  await page.goto(`/scripts/shadow/${id}`);
  const overlay = await shadowRun(page, 'good morning everyone um I think we would like to ship the release this week');
  const said = overlay.getByRole('region', { name: 'What you said, fillers and hedges marked' });
  await expect(said.locator('mark[data-kind="filler"]')).toHaveText(['um (filler)']);
  await expect(said.locator('mark[data-kind="hedge"]')).toHaveText(['I think (hedge)']);
  // "would like to" is not a filler, here as in the delivery.
  await expect(said.getByRole('list', { name: 'Fillers and hedges' }).getByRole('listitem')).toHaveText(['Fillers 1: um ×1', 'Hedges 1: I think ×1']);
  await expect(overlay.getByRole('region', { name: 'Delivery' }).getByText(/filler words per 100 words: .* \(um\)$/)).toBeVisible();
  await saveScreenshot(page, 'scripts-fillers-analysis');
  await expectNoSeriousA11yViolations(page, 'Session Analysis with fillers marked');
});
