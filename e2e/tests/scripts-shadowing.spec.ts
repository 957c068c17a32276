import { expect, test, type Page } from '@playwright/test';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { highlightedWord, openShadowing, scriptCard, shadowRun } from './scripts-support.js';

const CONTENT = 'The quick brown fox jumps over the lazy dog near the quiet river bank today.';

const openFoxDrill = (page: Page, settings?: { isVoiceControl: boolean }) => openShadowing(page, { title: 'Fox drill', content: CONTENT, settings });

test('voice control: the highlight follows the reader; pause, resume, stop; the analysis overlay and the history entry', async ({ page }) => {
  await installFakeSpeech(page);
  await openFoxDrill(page);
  await expect(page.getByRole('link', { name: 'Back to Script Library' })).toBeVisible();
  await expect(page.getByText('Live Transcription')).toBeVisible();
  await expect(page.getByText('Waiting for speech...')).toBeVisible();

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Listening...')).toBeVisible();
  await expect(highlightedWord(page)).toHaveText('The');
  await speech.say(page, 'the quick brown');
  await expect(highlightedWord(page)).toHaveText('fox');
  await expect(page.getByText('the quick brown', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'scripts-shadowing-running');

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('PAUSED', { exact: true })).toBeVisible();
  await expect(page.getByText('Listening...')).toHaveCount(0);
  await saveScreenshot(page, 'scripts-shadowing-paused');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('PAUSED', { exact: true })).toHaveCount(0);

  await speech.say(page, 'fox jumps over');
  await expect(highlightedWord(page)).toHaveText('the');
  await speech.say(page, 'the lazy cat');
  // "the lazy" moves the highlight word by word; "cat" is not in the script, so it stays on "dog".
  await expect(highlightedWord(page)).toHaveText('dog');

  await page.getByRole('button', { name: 'Stop' }).click();
  const overlay = page.getByRole('dialog', { name: 'Session Analysis' });
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  await expect(overlay.getByRole('group', { name: 'Accuracy' })).toHaveText(/^Accuracy\d+%$/);
  await expect(overlay.getByRole('group', { name: 'Words Matched' })).toHaveText(/^Words Matched\d+\/15$/);
  await expect(overlay.getByRole('group', { name: 'Words Missed' })).toHaveText(/^Words Missed\d+$/);
  await expect(overlay.getByRole('group', { name: 'Words Added' })).toHaveText('Words Added1');
  await expect(overlay.getByRole('region', { name: 'Missed Words' }).getByRole('listitem').first()).toBeVisible();
  await expect(overlay.getByRole('region', { name: 'Added Words' }).getByText('cat')).toBeVisible();
  await expect(overlay.getByText('AI-Powered Feedback')).toBeVisible();
  await expect(overlay.getByRole('img', { name: /^Rating: \d\.\d out of 5$/ })).toBeVisible();
  await saveScreenshot(page, 'scripts-shadowing-analysis');

  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Final transcription')).toBeVisible();
  await expect(page.getByText('the quick brown fox jumps over the lazy cat')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Script Library' }).click();
  await scriptCard(page, 'Fox drill').getByRole('button', { name: 'View History' }).click();
  const history = page.getByRole('dialog', { name: 'Performance History' });
  await expect(history.getByText(/Match accuracy: \d+%/)).toHaveCount(1);
  await saveScreenshot(page, 'scripts-history');
});

test('Practice Again starts a fresh run: no overlay, empty transcript, highlight at the start', async ({ page }) => {
  await installFakeSpeech(page);
  await openFoxDrill(page);
  const overlay = await shadowRun(page, 'the quick brown fox');
  await overlay.getByRole('button', { name: 'Practice Again' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(page.getByText('Waiting for speech...')).toBeVisible();
  await expect(highlightedWord(page)).toHaveText('The');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  await speech.waitForListening(page);
});

test('stopping without speech sends nothing; a failed analysis says so', async ({ page }) => {
  await installFakeSpeech(page);
  await openFoxDrill(page);
  let analyzeCalls = 0;
  await page.route('**/api/scripts/analyze', async (route) => {
    analyzeCalls += 1;
    await route.fulfill({ status: 500, json: {} });
  });
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.waitForListening(page);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  expect(analyzeCalls).toBe(0);

  await page.getByRole('button', { name: 'Start' }).click();
  await speech.say(page, 'the quick brown fox');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Analysis failed.')).toBeVisible();
  expect(analyzeCalls).toBe(1);
});

test('read-aloud mode: the script is spoken and the highlight follows the word boundaries', async ({ page }) => {
  await installFakeSpeech(page);
  await openFoxDrill(page, { isVoiceControl: false });
  await expect(page.getByText('Read aloud')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.waitForSpeaking(page);
  expect(await speech.spokenTexts(page)).toEqual([CONTENT]);
  await expect(highlightedWord(page)).toHaveText('The');
  await speech.emitWordBoundary(page, CONTENT.indexOf('brown'));
  await expect(highlightedWord(page)).toHaveText('brown');
  await speech.emitWordBoundary(page, CONTENT.indexOf('lazy'));
  await expect(highlightedWord(page)).toHaveText('lazy');
  await saveScreenshot(page, 'scripts-shadowing-read-aloud');

  // Pausing silences the voice; resuming reads on from the highlighted word.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => speech.isSpeaking(page)).toBe(false);
  await page.getByRole('button', { name: 'Resume' }).click();
  await speech.waitForSpeaking(page);
  expect((await speech.spokenTexts(page)).at(-1)).toBe(CONTENT.slice(CONTENT.indexOf('lazy')));
  await expect(highlightedWord(page)).toHaveText('lazy');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect.poll(() => speech.isSpeaking(page)).toBe(false);
});

test('recognition restarts when it ends during a run, but not while paused', async ({ page }) => {
  // The page's clock, so the pause can be run past every restart delay at once (1 s at most).
  await page.clock.install();
  await installFakeSpeech(page);
  await openFoxDrill(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.waitForListening(page);
  const before = await speech.startCount(page);
  await speech.end(page);
  await expect.poll(() => speech.startCount(page)).toBe(before + 1);
  await speech.waitForListening(page);
  await speech.noSpeech(page);
  await expect.poll(() => speech.startCount(page)).toBe(before + 2);
  await speech.waitForListening(page);
  await speech.say(page, 'the quick brown fox');
  await expect(highlightedWord(page)).toHaveText('jumps');

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => speech.isListening(page)).toBe(false);
  const paused = await speech.startCount(page);
  await page.clock.runFor(2_000);
  expect(await speech.startCount(page)).toBe(paused);
  // Resuming starts it again, once.
  await page.getByRole('button', { name: 'Resume' }).click();
  await speech.waitForListening(page);
  expect(await speech.startCount(page)).toBe(paused + 1);
});

test('the settings button opens the User Profile modal', async ({ page }) => {
  await installFakeSpeech(page);
  const { user } = await openFoxDrill(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const profile = page.getByRole('dialog', { name: 'User Profile' });
  await expect(profile.getByRole('textbox', { name: 'Full Name' })).toHaveValue(user.name);
  await expect(profile.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await saveScreenshot(page, 'scripts-shadowing-profile');
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toHaveCount(0);
});

test('a backend that fails its health check is reported', async ({ page }) => {
  await installFakeSpeech(page);
  await page.route('**/api/health', (route) => route.fulfill({ status: 503, json: { error: 'Database unavailable' } }));
  await page.setViewportSize({ width: 390, height: 844 });
  await openFoxDrill(page);
  await expect(page.getByText('Backend service is not available. Please try again later.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
  await saveScreenshot(page, 'scripts-shadowing-backend-down-phone');
});

test('a browser without speech recognition, with the offline provider, is told voice needs Chrome or Edge, or an AI key', async ({ page }) => {
  await installFakeSpeech(page, { recognition: false });
  await openFoxDrill(page);
  await expect(
    page.getByText('Speech recognition is not supported in your browser. Please use Chrome, Edge, or Safari. Voice input needs Chrome or Edge, or an AI key.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
  await saveScreenshot(page, 'scripts-shadowing-unsupported');
});
