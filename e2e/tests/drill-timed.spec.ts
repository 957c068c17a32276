import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { captureFeedbackStream, card, SAMPLE_ANSWER, startDrill } from './drill-support.js';

const STOPPED_AT_LIMIT = 'Time is up: your answer was stopped at the limit and sent for feedback.';
const CUE_CARD_ANSWER =
  'The book I want to talk about is a history of the printing press that I read last winter. It explained how cheap books changed who could learn to read, and I found it interesting because it made me see my own phone differently.';

// The clock is the page's own (Playwright's clock API): minutes pass at once, not in real time.

test('IELTS part 2: the cue card, a minute to prepare with notes, then speech that stops itself at 2:00 and is rated', async ({ page }) => {
  test.slow(); // two timed phases, the answer and its feedback
  await page.clock.install();
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await page.getByPlaceholder('JavaScript interviews').fill('IELTS part 2');
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/sessions/next-question'));
  await page.getByRole('button', { name: 'Start Drill' }).click();
  const { question } = (await (await asked).json()) as { question: string };
  expect(question).toMatch(/^Describe .+ You should say .+, and explain .+\.$/);

  // The card as printed: the task, the points to cover, "and explain".
  const cueCard = card(page, 'Practice Question').getByRole('group', { name: 'Cue card' });
  await expect(cueCard.getByText(question.split(' You should say')[0], { exact: true })).toBeVisible();
  await expect(cueCard.getByText('You should say:')).toBeVisible();
  await expect(cueCard.getByRole('listitem')).toHaveCount(3);
  await expect(cueCard.getByText(/^and explain .+\.$/)).toBeVisible();

  const part2 = card(page, 'IELTS Part 2');
  await expect(part2.getByText('1:00 to prepare, then up to 2:00 to speak.')).toBeVisible();
  await part2.getByRole('button', { name: 'Start 1-minute preparation' }).click();
  const preparing = part2.getByRole('timer', { name: 'Preparation time left' });
  await expect(preparing).toHaveText(/^(1:00|0:59)$/);
  await part2.getByLabel('Your notes').fill('printing press - last winter - cheap books - my phone');
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'IELTS part 2 preparation');
  await saveScreenshot(page, 'drill-ielts-part2-preparing');

  // (Real time passes too while the test looks at the screen: the countdown may be a little further on.)
  await page.clock.fastForward('00:30');
  await expect(preparing).toHaveText(/^0:([0-2]\d|30)$/);
  await expect(page.getByRole('button', { name: 'Stop & Analyze' })).toHaveCount(0);

  // The minute is up: speaking starts by itself, with its own countdown.
  await page.clock.fastForward('00:31');
  await expect(page.getByRole('button', { name: 'Stop & Analyze' })).toBeVisible();
  const speaking = part2.getByRole('timer', { name: 'Speaking time left' });
  await expect(speaking).toHaveText(/^(2:00|1:59)$/);
  await speech.say(page, CUE_CARD_ANSWER);
  await page.clock.fastForward('01:30');
  await expect(speaking).toHaveText(/^0:([0-2]\d|30)$/);
  await saveScreenshot(page, 'drill-ielts-part2-speaking');

  // At 2:00 the recording stops itself and the answer goes to be rated.
  const feedback = await captureFeedbackStream(page);
  await page.clock.fastForward('00:31');
  const { sent, result } = await feedback.captured;
  expect(sent.answer).toBe(CUE_CARD_ANSWER);
  await expect(card(page, 'AI Feedback').getByRole('img', { name: `Rating: ${result.rating.toFixed(1)} out of 5` })).toBeVisible();
  await expect(part2.getByRole('status')).toHaveText(STOPPED_AT_LIMIT);
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeVisible();
  // The notes stay with the card until the next one.
  await expect(part2.getByLabel('Your notes')).toHaveValue('printing press - last winter - cheap books - my phone');
});

test('a time limit per interview answer: the recording stops at the cap and the answer is rated; the choice is kept', async ({ page }) => {
  await page.clock.install();
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Leadership');
  await expect(card(page, 'IELTS Part 2')).toHaveCount(0);
  const limit = page.getByLabel('Time limit per answer');
  await expect(limit).toHaveValue('');
  await limit.selectOption({ label: '1 minute' });

  await page.getByRole('button', { name: 'Answer Now' }).click();
  await expect(limit).toBeDisabled();
  const left = page.getByRole('timer', { name: 'Time left' });
  await expect(left).toHaveText(/^(1:00|0:59)$/);
  await speech.say(page, SAMPLE_ANSWER);
  await page.clock.fastForward('00:45');
  await expect(left).toHaveText(/^0:(0\d|1[0-5])$/);
  await saveScreenshot(page, 'drill-time-limit');

  const feedback = await captureFeedbackStream(page);
  await page.clock.fastForward('00:16');
  const { sent } = await feedback.captured;
  expect(sent.answer).toBe(SAMPLE_ANSWER);
  await expect(page.getByRole('status').filter({ hasText: STOPPED_AT_LIMIT })).toBeVisible();
  await expect(left).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeVisible();

  // The cap is kept for the next session; Off means no countdown.
  await page.reload();
  await expect(card(page, 'Practice Question').getByRole('button', { name: 'New Question' })).toBeVisible();
  await expect(page.getByLabel('Time limit per answer')).toHaveValue('60');
  await page.getByLabel('Time limit per answer').selectOption({ label: 'Off' });
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await expect(page.getByRole('button', { name: 'Stop & Analyze' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveCount(0);
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cue card, its preparation and the time limit fit the screen', async ({ page }) => {
    await installFakeSpeech(page);
    await registerAndLogin(page);
    await page.getByPlaceholder('JavaScript interviews').fill('IELTS part 2');
    await page.getByRole('button', { name: 'Start Drill' }).click();
    await expect(card(page, 'Practice Question').getByRole('group', { name: 'Cue card' })).toBeVisible();
    await card(page, 'IELTS Part 2').getByRole('button', { name: 'Start 1-minute preparation' }).click();
    await expect(card(page, 'IELTS Part 2').getByRole('timer', { name: 'Preparation time left' })).toBeVisible();
    await card(page, 'IELTS Part 2').getByLabel('Your notes').fill('a phone, a laptop - every day');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, 'IELTS part 2 preparation on a phone');
    await saveScreenshot(page, 'drill-ielts-part2-preparing-phone');

    await page.getByRole('button', { name: 'New Topic' }).click();
    await startDrill(page, 'Leadership');
    await page.getByLabel('Time limit per answer').selectOption({ label: '2 minutes' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Answer Now' }).click();
    await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
    await saveScreenshot(page, 'drill-time-limit-phone');
  });
});
