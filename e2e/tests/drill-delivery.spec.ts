import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { expectDeliveryLines } from '../support/delivery.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { answerBox, card, isFeedbackStream, startDrill } from './drill-support.js';

// 13 words: three fillers (um, uh, you know) and one hedge (I think).
const ANSWER = 'Um I think we shipped the release uh two weeks early you know';

test('a spoken answer shows its delivery in plain words with the feedback and on the session review', async ({ page }) => {
  test.slow(); // a spoken answer, its AI feedback and the review page, end to end
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Release planning');

  await page.getByRole('button', { name: 'Answer Now' }).click();
  await speech.interim(page, 'Um I think');
  await speech.say(page, ANSWER);
  await expect(answerBox(page)).toHaveValue(ANSWER);
  const feedbackResponse = page.waitForResponse(isFeedbackStream);
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  const sent = (await feedbackResponse).request().postDataJSON() as { delivery?: { duration_ms: number; result_times_ms: number[] } };
  expect(sent.delivery?.result_times_ms.length).toBeGreaterThanOrEqual(2);

  const delivery = card(page, 'AI Feedback').getByRole('region', { name: 'Delivery' });
  await expectDeliveryLines(delivery, { fillers: '23.1 filler words per 100 words: many (um, uh, you know)', hedges: '1 hedge (I think)', words: 13 });
  await saveScreenshot(page, 'drill-delivery');

  await page.goto('/history');
  await page.getByRole('region', { name: 'Release planning', exact: true }).getByRole('link', { name: 'Review' }).click();
  const reviewed = page.getByRole('region', { name: 'Delivery' });
  await expect(reviewed.getByText('23.1 filler words per 100 words: many (um, uh, you know)')).toBeVisible();
  await expect(reviewed.getByText('1 hedge (I think)')).toBeVisible();
  await expect(reviewed.getByText(/^\d+ words\/min: |^Pace not measured/)).toBeVisible();
});

test('the dashboard shows pace and fillers of the measured answers', async ({ page }) => {
  test.slow(); // a spoken answer and its AI feedback, then the dashboard
  // The page's clock is moved on while the answer is spoken, so its pace is a real one (the
  // fake recognizer would otherwise hear 13 words within a second, a pace no one speaks at).
  await page.clock.install();
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Status updates');
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await speech.interim(page, 'Um I think');
  await page.clock.fastForward(5_000);
  await speech.say(page, ANSWER);
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  // Spoken over 5 s, the answer has a pace of its own on the card.
  await expect(
    card(page, 'AI Feedback')
      .getByRole('region', { name: 'Delivery' })
      .getByText(/^\d+ words\/min: /),
  ).toBeVisible();

  await page.goto('/dashboard');
  const trend = page.getByRole('region', { name: 'Pace and Fillers (Last 30 Days)', exact: true });
  const today = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(trend.getByRole('columnheader', { name: 'Fillers per 100 words' })).toBeVisible();
  await expect(trend.locator(today)).toHaveCount(1);
  await expect(trend.locator(today).getByRole('cell').nth(0)).toHaveText(/^\d+ words\/min: /);
  await expect(trend.locator(today).getByRole('cell').nth(1)).toHaveText('23.1');
  await expect(trend.locator(today).getByRole('cell').nth(2)).toHaveText('1');
});
