import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { captureFeedbackStream, card, SAMPLE_ANSWER, startDrill, countFeedbackCalls } from './drill-support.js';

// The suite's API runs the offline provider: without Web Speech nothing can turn speech into
// text, so the drill says so quietly and takes a typed answer through the same feedback call.
test('without speech recognition and an AI key the answer is typed and rated', async ({ page }) => {
  await installFakeSpeech(page, { recognition: false });
  await registerAndLogin(page);
  await startDrill(page, 'Negotiation');
  const note = card(page, 'Your Response').getByRole('note');
  await expect(note).toHaveText(
    'Speech-to-text is not supported on your current browser. Please try on a desktop version of Chrome or Edge. You can type your answer instead.',
  );
  // Said quietly: a note, not an alert.
  await expect(card(page, 'Your Response').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeDisabled();

  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  await expect(page.getByText('Please provide an answer before getting feedback.')).toBeVisible();

  await answer.fill(SAMPLE_ANSWER);
  const feedback = await captureFeedbackStream(page);
  await page.getByRole('button', { name: 'Get Feedback' }).click();
  const { sent, result } = await feedback.captured;
  expect(sent).toEqual(expect.objectContaining({ answer: SAMPLE_ANSWER }));
  const { rating } = result;
  await expect(card(page, 'AI Feedback').getByRole('img', { name: `Rating: ${rating.toFixed(1)} out of 5` })).toBeVisible();
  const history = card(page, 'Current Session History');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText(`Session Average: ${rating.toFixed(1)}/5`)).toBeVisible();
});

test('the typed answer shows the 10,000-character limit while typing and is not sent over it', async ({ page }) => {
  await installFakeSpeech(page, { recognition: false });
  await registerAndLogin(page);
  await startDrill(page, 'Negotiation');
  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await answer.fill('Short answer.');
  await expect(page.getByText('13 / 10,000 characters')).toBeVisible();
  const sent = countFeedbackCalls(page);
  await answer.fill('word '.repeat(2_001));
  await expect(page.getByText('Your answer is 10,005 characters long; the limit is 10,000. Shorten it to get feedback.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Feedback' })).toBeDisabled();
  expect(sent.count).toBe(0);
});
