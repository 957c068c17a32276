import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { answerBox, captureFeedbackStream, card, startDrill, countFeedbackCalls } from './drill-support.js';

// With Web Speech the spoken words fill the one answer box, and the learner corrects it before
// it is rated: what the box holds is what is sent.

test('a spoken answer can be corrected while speaking, and the corrected text is what is rated', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Team leadership');
  await expect(page.getByRole('textbox')).toHaveCount(1);
  const feedbackCalls = countFeedbackCalls(page);

  // Words typed first stay, and the spoken ones follow them.
  const box = answerBox(page);
  await box.fill('In short:');
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await speech.say(page, 'I led a team of five');
  await expect(box).toHaveValue('In short: I led a team of five');
  await expect(page.getByText('30 / 10,000 characters')).toBeVisible();
  // The recognizer heard "five"; the learner meant six.
  await box.fill('I led a team of six people');
  await speech.interim(page, 'and we shipped');
  await expect(page.getByRole('status', { name: 'Words being heard' })).toHaveText('and we shipped');
  await expect(box).toHaveValue('I led a team of six people');
  await saveScreenshot(page, 'drill-answer-box-editing');
  await speech.say(page, 'and we shipped two weeks early');
  await expect(box).toHaveValue('I led a team of six people and we shipped two weeks early');

  const feedback = await captureFeedbackStream(page);
  // A double click sends the answer once.
  await page.getByRole('button', { name: 'Stop & Analyze' }).dblclick();
  const { sent } = await feedback.captured;
  expect(sent.answer).toBe('I led a team of six people and we shipped two weeks early');
  expect(sent.delivery?.result_times_ms.length).toBeGreaterThanOrEqual(1);
  await expect(card(page, 'AI Feedback').getByRole('img', { name: /Rating: \d\.\d out of 5/ })).toBeVisible();
  await expect(box).toHaveValue('I led a team of six people and we shipped two weeks early');
  // A rated answer is not offered for rating again as it is.
  await expect(page.getByRole('button', { name: 'Get Feedback' })).toHaveCount(0);
  await expect(card(page, 'Current Session History').getByRole('listitem')).toHaveCount(1);
  expect(feedbackCalls.count).toBe(1);
});

test('with Web Speech an answer can be typed, and the limit is shown while answering and refused before sending', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Negotiation');
  const sent = countFeedbackCalls(page);
  const box = answerBox(page);
  await box.fill('word '.repeat(2_001));
  const tooLong = page.getByText('Your answer is 10,005 characters long; the limit is 10,000. Shorten it to get feedback.');
  await expect(tooLong).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Get Feedback' })).toBeDisabled();

  // Spoken words on top of it: Stop & Analyze stops, keeps everything, and sends nothing.
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await speech.say(page, 'and more');
  await expect(page.getByText('Your answer is 10,013 characters long; the limit is 10,000. Shorten it to get feedback.')).toBeVisible();
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeEnabled();
  await expect(box).toHaveValue(`${'word '.repeat(2_001)}and more`);
  await expect(page.getByRole('button', { name: 'Get Feedback' })).toBeDisabled();
  await expect(card(page, 'AI Feedback').getByText('Feedback will appear here after you respond.')).toBeVisible();
  expect(sent.count).toBe(0);
  await saveScreenshot(page, 'drill-answer-box-too-long');

  await box.fill('I would offer a smaller first order and a longer contract in return.');
  await expect(page.getByText('68 / 10,000 characters')).toBeVisible();
  const feedback = await captureFeedbackStream(page);
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  expect((await feedback.captured).sent.answer).toBe('I would offer a smaller first order and a longer contract in return.');
  await expect(card(page, 'AI Feedback').getByRole('img', { name: /Rating: \d\.\d out of 5/ })).toBeVisible();
  expect(sent.count).toBe(1);
});

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the answer box while speaking fits and passes axe on ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await installFakeSpeech(page);
    await registerAndLogin(page);
    await startDrill(page, 'Code reviews');
    await page.getByRole('button', { name: 'Answer Now' }).click();
    await speech.say(page, 'I ask for small pull requests');
    await speech.interim(page, 'and I review them within a day');
    await expect(answerBox(page)).toHaveValue('I ask for small pull requests');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, `drill-answer-box-${size.name}`);
    await expectNoSeriousA11yViolations(page, `answer box while speaking (${size.name})`);
  });
}
