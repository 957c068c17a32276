import { expect, test, type Page } from '@playwright/test';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { openShadowing, shadowRun } from './scripts-support.js';

const LONG_SCRIPT = Array.from(
  { length: 8 },
  (_, index) => `Paragraph ${index + 1} talks about growth, hiring, revenue and the roadmap for the coming quarter with care.`,
).join('\n\n');
const OFF_SCRIPT = 'paragraph one talks about apples oranges bananas pears plums kiwis melons grapes lemons limes cherries';

async function openQuarterlyTalk(page: Page, content: string) {
  await installFakeSpeech(page);
  await openShadowing(page, { title: 'Quarterly talk', content });
}

const poorRun = (page: Page) => shadowRun(page, OFF_SCRIPT);

test('a poor run is rated on the 1-5 scale, and Practice Again shows in a 1280x800 window without scrolling', async ({ page }) => {
  await openQuarterlyTalk(page, LONG_SCRIPT);
  const overlay = await poorRun(page);
  await expect(overlay.getByRole('group', { name: 'Accuracy' })).toHaveText(/^Accuracy\d%$/);
  await expect(overlay.getByRole('img', { name: /^Rating: \d\.\d out of 5$/ })).toHaveAccessibleName(/^Rating: 1\.\d out of 5$/);
  const practiceAgain = overlay.getByRole('button', { name: 'Practice Again' });
  await expect(practiceAgain).toBeInViewport({ ratio: 1 });
  await saveScreenshot(page, 'scripts-analysis-1280x800');
  await practiceAgain.click();
  await expect(overlay).toHaveCount(0);
  await expect(page.getByText('Waiting for speech...')).toBeVisible();
});

test('on a phone the analysis keeps Practice Again in view and its details scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await openQuarterlyTalk(page, LONG_SCRIPT);
  const overlay = await poorRun(page);
  await expect(overlay.getByRole('button', { name: 'Practice Again' })).toBeInViewport({ ratio: 1 });
  const feedback = overlay.getByText('AI-Powered Feedback');
  await feedback.scrollIntoViewIfNeeded();
  await expect(feedback).toBeInViewport();
  await expect(overlay.getByRole('button', { name: 'Practice Again' })).toBeInViewport({ ratio: 1 });
  await saveScreenshot(page, 'scripts-analysis-phone');
});

test('a stop with nothing heard says so, instead of an empty final transcription', async ({ page }) => {
  await openQuarterlyTalk(page, 'The quick brown fox jumps over the lazy dog.');
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.waitForListening(page);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing was heard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No speech was recognized during this run' })).toBeVisible();
  await expect(page.getByText('Final transcription')).toHaveCount(0);
  await expect(page.getByText('Waiting for speech...')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Session Analysis' })).toHaveCount(0);
  await saveScreenshot(page, 'scripts-shadowing-nothing-heard');

  // A new run starts listening again.
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Live Transcription')).toBeVisible();
  await expect(page.getByText('Waiting for speech...')).toBeVisible();
});
