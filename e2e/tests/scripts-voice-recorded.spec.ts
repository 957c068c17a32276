import { expect } from '@playwright/test';
import { FAKE_SHADOWING_ANALYSIS, FakeAiProvider } from '../support/fake-ai-provider.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { testOnFakeProvider } from '../support/own-ai-api.js';
import { saveScreenshot } from '../support/screenshots.js';
import { highlightedWord, seedScript, signIn } from './scripts-support.js';

// A browser without Web Speech (as Firefox) on the shadowing screen: the run is recorded from
// the (fake) microphone and, with an AI provider configured, transcribed by the fake provider
// when it ends, then analysed. No live highlight: nothing is heard until the run ends.
const SCRIPT = 'Thank you all for joining the quarterly review today.';
const HEARD = 'thank you all for joining the quarterly review today';
const provider = new FakeAiProvider(HEARD);

const test = testOnFakeProvider(provider, { microphone: true });

test('without speech recognition a shadowing run is recorded, transcribed by the server when it ends and analysed', async ({ page }) => {
  test.slow(); // a recording, its transcription and the analysis
  await installFakeSpeech(page, { recognition: false });
  const user = await signIn(page);
  const id = await seedScript(page, user, { title: 'Quarterly review', content: SCRIPT });
  await page.goto(`/scripts/shadow/${id}`);
  expect(await page.evaluate(() => 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window)).toBe(false);
  await expect(
    page.getByText('This browser has no live speech recognition: your reading is recorded and analysed when you stop, without a live highlight.'),
  ).toBeVisible();
  await expect(page.getByText('Speech recognition is not supported in your browser.', { exact: false })).toHaveCount(0);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Recording... the transcript appears when you stop.')).toBeVisible();
  await expect(highlightedWord(page)).toHaveText('Thank');
  await saveScreenshot(page, 'scripts-shadowing-recorded');
  const transcribed = page.waitForResponse((response) => response.url().endsWith('/api/transcribe'));
  const analyzed = page.waitForResponse((response) => response.url().endsWith('/api/scripts/analyze'));
  await page.getByRole('button', { name: 'Stop' }).click();

  const transcribeResponse = await transcribed;
  expect(transcribeResponse.status()).toBe(200);
  expect(await transcribeResponse.request().headerValue('content-type')).toMatch(/^audio\//);
  const sent = (await analyzed).request().postDataJSON() as { spoken_text: string; delivery?: { duration_ms: number } };
  expect(sent.spoken_text).toBe(HEARD);
  expect(sent.delivery?.duration_ms).toBeGreaterThan(0);

  const overlay = page.getByRole('dialog', { name: 'Session Analysis' });
  await expect(overlay.getByRole('group', { name: 'Accuracy' })).toHaveText('Accuracy100%');
  await expect(overlay.getByText(FAKE_SHADOWING_ANALYSIS)).toBeVisible();
  await expect(overlay.getByRole('region', { name: 'Delivery' }).getByText(/^Answer length: [\d.]+ s \(9 words\)$/)).toBeVisible();
  expect(provider.recordings).toHaveLength(1);
  expect(provider.recordings[0]?.fileBytes).toBeGreaterThan(0);
});
