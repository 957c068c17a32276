import { expect } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { FAKE_QUESTION, FakeAiProvider } from '../support/fake-ai-provider.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { testOnFakeProvider } from '../support/own-ai-api.js';
import { answerBox, card, isFeedbackStream, startDrill } from './drill-support.js';

// A browser without Web Speech (as Firefox): the answer is recorded from the (fake) microphone
// and the API, with an AI provider configured, has it transcribed by the fake provider.
const HEARD = 'I led the move to TypeScript and production bugs fell by a third.';
const provider = new FakeAiProvider(HEARD);

const test = testOnFakeProvider(provider, { microphone: true });

test('without speech recognition the recorded answer is transcribed by the server and rated', async ({ page }) => {
  await installFakeSpeech(page, { recognition: false });
  await registerAndLogin(page);
  expect(await page.evaluate(() => 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window)).toBe(false);
  await startDrill(page, 'Leadership');
  await expect(card(page, 'Practice Question').getByText(FAKE_QUESTION)).toBeVisible();
  // Voice works here: no "not supported" note, and the answer box is the only one.
  await expect(page.getByText('Speech-to-text is not supported on your current browser.', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(1);

  await page.getByRole('button', { name: 'Answer Now' }).click();
  await expect(card(page, 'Your Response').getByText('Listening')).toBeVisible();
  const transcribed = page.waitForResponse((response) => response.url().endsWith('/api/transcribe'));
  const feedback = page.waitForResponse(isFeedbackStream);
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();

  const transcribeResponse = await transcribed;
  expect(transcribeResponse.status()).toBe(200);
  expect(await transcribeResponse.request().headerValue('content-type')).toMatch(/^audio\//);
  await expect(answerBox(page)).toHaveValue(HEARD);
  const sent = (await feedback).request().postDataJSON() as { answer: string };
  expect(sent.answer).toBe(HEARD);
  await expect(card(page, 'AI Feedback').getByText('Clear structure with a concrete result')).toBeVisible();
  expect(provider.recordings).toHaveLength(1);
  expect(provider.recordings[0]?.fileType).toMatch(/^audio\//);
  expect(provider.recordings[0]?.fileBytes).toBeGreaterThan(0);
});
