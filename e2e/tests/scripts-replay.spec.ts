import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { FAKE_MICROPHONE } from '../support/fake-microphone.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { expectPlayable, keptRecordings, recordedFor, replayOf, timeTheMicrophone } from './drill-replay-support.js';
import { openShadowing, scriptCard } from './scripts-support.js';

// A browser with a (fake) microphone: a shadowing run is recorded beside recognition, for replay.
test.use({ launchOptions: FAKE_MICROPHONE });

const SCRIPT = 'Good morning everyone. Today I will share our plans for the next quarter.';

test('a shadowing run is replayed on its Session Analysis; deleting the script deletes its recordings', async ({ page }) => {
  test.slow(); // a recorded run, its analysis, then the library
  await installFakeSpeech(page);
  await openShadowing(page, { title: 'Morning update', content: SCRIPT });
  await timeTheMicrophone(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.say(page, SCRIPT);
  // A run of a second or more, counted from when the microphone opened (late on a loaded machine).
  await recordedFor(page, 1.5);
  await page.getByRole('button', { name: 'Stop' }).click();
  const overlay = page.getByRole('dialog', { name: 'Session Analysis' });
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  const replay = replayOf(overlay, 'Replay your run');
  await expect(replay.getByText('Kept in this browser only.')).toBeVisible();
  await expectPlayable(replay, 1);
  expect(await keptRecordings(page)).toBe(1);
  await replay.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, 'Session Analysis with a replay');
  await saveScreenshot(page, 'scripts-replay-analysis');

  await overlay.getByRole('button', { name: 'Close' }).click();
  await page.goto('/scripts');
  const card = scriptCard(page, 'Morning update');
  await card.getByRole('button', { name: 'Delete Script' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(scriptCard(page, 'Morning update')).toHaveCount(0);
  await expect.poll(() => keptRecordings(page)).toBe(0);
});
