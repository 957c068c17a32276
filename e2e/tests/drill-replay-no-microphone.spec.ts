import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { answerByVoice, card, SAMPLE_ANSWER, startDrill } from './drill-support.js';
import { keptRecordings, replayOf } from './drill-replay-support.js';

// The default browser of these tests has no microphone: recognition still works, there is just nothing to replay.
test('without a microphone the answer is rated as usual, with no replay and no error', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Quiet room');
  // The microphone is refused or missing here (or its prompt never answered).
  const microphone = await page.evaluate(() =>
    Promise.race([
      navigator.mediaDevices.getUserMedia({ audio: true }).then(
        () => 'granted',
        (error: DOMException) => error.name,
      ),
      new Promise<string>((resolve) => setTimeout(() => resolve('unanswered'), 3000)),
    ]),
  );
  expect(microphone).not.toBe('granted');
  const { rating } = await answerByVoice(page, SAMPLE_ANSWER, speech.say);
  const feedback = card(page, 'AI Feedback');
  await expect(feedback.getByRole('img', { name: `Rating: ${rating.toFixed(1)} out of 5` })).toBeVisible();
  await expect(replayOf(feedback)).toHaveCount(0);
  await expect(page.getByText(/microphone/i)).toHaveCount(0);
  expect(await keptRecordings(page)).toBe(0);
});
