import { expect, test } from '@playwright/test';
import { expectDeliveryLines } from '../support/delivery.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { scriptCard, seedScript, signIn } from './scripts-support.js';

const SCRIPT = 'Good morning everyone, I think we can ship the release this week.';
// 11 words in two parts around a pause of the run: one filler (um) and one hedge (I think).
const BEFORE_PAUSE = 'good morning everyone';
const AFTER_PAUSE = 'um I think we can ship the release';
const FILLERS = '9.1 filler words per 100 words: many (um)';
const HEDGES = '1 hedge (I think)';

test('a shadowing run shows its delivery in plain words on the analysis and in the script history', async ({ page }) => {
  test.slow(); // a run, its analysis, then the library's history
  await installFakeSpeech(page);
  const user = await signIn(page);
  const id = await seedScript(page, user, { title: 'Stand-up', content: SCRIPT });
  await page.goto(`/scripts/shadow/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stand-up' })).toBeVisible();

  await page.getByRole('button', { name: 'Start' }).click();
  await speech.interim(page, 'good morning');
  await speech.say(page, BEFORE_PAUSE);
  // A pause of the run is not a silence of the reader: it is left out of the timing.
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'Resume' }).click();
  await speech.say(page, AFTER_PAUSE);
  const analyzed = page.waitForResponse((response) => response.url().endsWith('/api/scripts/analyze'));
  await page.getByRole('button', { name: 'Stop' }).click();
  const sent = (await analyzed).request().postDataJSON() as { delivery?: { duration_ms: number; result_times_ms: number[] } };
  expect(sent.delivery?.result_times_ms.length).toBeGreaterThanOrEqual(2);

  const overlay = page.getByRole('dialog', { name: 'Session Analysis' });
  const delivery = overlay.getByRole('region', { name: 'Delivery' });
  await expectDeliveryLines(delivery, { fillers: FILLERS, hedges: HEDGES, words: 11 });
  await saveScreenshot(page, 'scripts-delivery-analysis');

  await overlay.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Back to Script Library' }).click();
  await scriptCard(page, 'Stand-up').getByRole('button', { name: 'View History' }).click();
  const history = page.getByRole('dialog', { name: 'Performance History' });
  const stored = history.getByRole('region', { name: 'Delivery' });
  await expectDeliveryLines(stored, { fillers: FILLERS, hedges: HEDGES, words: 11 });
});
