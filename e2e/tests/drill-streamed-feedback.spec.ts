import { expect } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { startApiServer } from '../support/api-server.js';
import { FakeAiProvider } from '../support/fake-ai-provider.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { testOnOwnApi } from '../support/own-api.js';
import { saveScreenshot } from '../support/screenshots.js';
import { card, SAMPLE_ANSWER, startDrill } from './drill-support.js';

// An API with the OpenAI-compatible adapter against a local provider that streams its rating.
const provider = new FakeAiProvider();
const test = testOnOwnApi(async () => {
  const baseUrl = await provider.start();
  return startApiServer({
    env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: 'fake-model', AI_TIMEOUT_MS: '60000' },
  });
});

test.afterAll(async () => {
  await provider.stop();
});

test('the feedback shows while the model is still writing, then the rating', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Leadership');
  const feedbackCard = card(page, 'AI Feedback');

  provider.holdAfterFeedback();
  await page.getByRole('button', { name: 'Answer Now' }).click();
  await speech.say(page, SAMPLE_ANSWER);
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();

  // The model has written its feedback but not finished: the words are on screen, no rating yet.
  await expect(feedbackCard.getByRole('heading', { name: 'What to improve' })).toBeVisible();
  await expect(feedbackCard.getByText('Say what you learned from it')).toBeVisible();
  await expect(feedbackCard.getByText('Rating your answer...')).toBeVisible();
  await expect(feedbackCard.getByRole('img', { name: /Rating: .* out of 5/ })).toHaveCount(0);
  await saveScreenshot(page, 'drill-feedback-streaming');

  provider.finish();
  // The rating as stored (the rating gate may cap the model's 4 for an answer off the question).
  await expect(feedbackCard.getByRole('img', { name: /Rating: \d\.\d out of 5/ })).toBeVisible();
  await expect(feedbackCard.getByText('Rating your answer...')).toHaveCount(0);
  await expect(feedbackCard.getByRole('heading', { name: 'What worked' })).toBeVisible();
  await expect(card(page, 'Current Session History').getByRole('button', { name: 'Show Feedback' })).toHaveCount(1);
});
