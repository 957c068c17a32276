import { expect, test, type Page } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { FAKE_MICROPHONE } from '../support/fake-microphone.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { answerAndRecord, expectPlayable, keptRecordingKeys, keptRecordings, replayOf, seedOlderRecordings } from './drill-replay-support.js';
import { card, SAMPLE_ANSWER, startDrill } from './drill-support.js';

// A browser with a (fake) microphone: the spoken answer is recorded beside recognition, for replay.
test.use({ launchOptions: FAKE_MICROPHONE });

test('the spoken answer is recorded and replayed on the feedback screen, the review and History, and never uploaded', async ({ page }) => {
  test.slow(); // a recorded answer, its feedback, the review, History and Settings
  const uploads: string[] = [];
  page.on('request', (request) => {
    const type = request.headers()['content-type'] ?? '';
    if (/^(audio|video)\/|multipart/.test(type) || request.url().endsWith('/api/transcribe')) uploads.push(`${request.method()} ${request.url()} ${type}`);
  });
  await installFakeSpeech(page);
  await registerAndLogin(page);
  const question = await startDrill(page, 'Replaying answers');
  const sessionId = new URL(page.url()).searchParams.get('session');
  expect(sessionId).toBeTruthy();

  await answerAndRecord(page, SAMPLE_ANSWER, 2);
  const feedbackReplay = replayOf(card(page, 'AI Feedback'));
  await expect(feedbackReplay.getByText('Kept in this browser only.')).toBeVisible();
  await expectPlayable(feedbackReplay, 1);
  expect(await keptRecordings(page)).toBe(1);
  await saveScreenshot(page, 'drill-replay-feedback');

  // The review, after a reload: the same recording, from this browser's storage.
  await page.goto(`/sessions/${sessionId}`);
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();
  await expectPlayable(replayOf(page), 1);
  await expectNoSeriousA11yViolations(page, 'session review with a replay');
  await saveScreenshot(page, 'drill-replay-review');

  // Drill History's details show it too.
  await page.goto('/history');
  const session = page.getByRole('listitem').filter({ hasText: 'Replaying answers' }).first();
  await session.getByRole('button', { name: 'View Details' }).click();
  await expectPlayable(replayOf(session), 1);

  // Settings says where recordings are kept, and deletes them.
  await page.goto('/settings');
  const recordings = card(page, 'Recordings');
  await expect(recordings.getByText('The recordings stay in this browser and are never uploaded', { exact: false })).toBeVisible();
  await expect(recordings.getByText(/^1 recording kept in this browser \(\d+ KB\)\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings with recordings');
  await saveScreenshot(page, 'settings-recordings');
  await recordings.getByRole('button', { name: 'Delete recordings' }).click();
  await expect(recordings.getByText('Recordings deleted.')).toBeVisible();
  expect(await keptRecordings(page)).toBe(0);
  await page.goto(`/sessions/${sessionId}`);
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();
  await expect(page.getByText('Your Answer')).toBeVisible();
  await expect(replayOf(page)).toHaveCount(0);

  // The audio never left the browser.
  expect(uploads).toEqual([]);
});

test('this browser keeps the 50 most recent recordings: a new one drops the oldest', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await seedOlderRecordings(page, 50);
  await startDrill(page, 'A full store');
  // Two seconds on the app's clock, as the other replay tests: on a loaded machine a one-second take recorded 0.42 s of audio.
  await answerAndRecord(page, SAMPLE_ANSWER);
  await expectPlayable(replayOf(card(page, 'AI Feedback')), 0.5);
  const kept = await keptRecordingKeys(page);
  expect(kept).toHaveLength(50);
  expect(kept).not.toContain('older-0');
  expect(kept).toContain('older-1');
  expect(kept.filter((key) => key.startsWith('drill:'))).toHaveLength(1);
});

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('deleting the session, or the account, deletes its recordings in this browser', async ({ page }) => {
    test.slow(); // two recorded answers and their feedback
    await installFakeSpeech(page);
    const user = await registerAndLogin(page);
    await startDrill(page, 'Short-lived answers');
    await answerAndRecord(page, SAMPLE_ANSWER, 1);
    await expect(replayOf(card(page, 'AI Feedback'))).toBeVisible();
    expect(await keptRecordings(page)).toBe(1);
    await replayOf(card(page, 'AI Feedback')).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'drill-replay-feedback-phone');
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Delete Session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Delete' }).click();
    await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();
    await expect.poll(() => keptRecordings(page)).toBe(0);

    await startDrill(page, 'Answers of a closing account');
    await answerAndRecord(page, SAMPLE_ANSWER, 1);
    await expect(replayOf(card(page, 'AI Feedback'))).toBeVisible();
    expect(await keptRecordings(page)).toBe(1);
    await page.goto('/settings');
    await expect(card(page, 'Recordings').getByText(/^1 recording kept in this browser/)).toBeVisible();
    await saveScreenshot(page, 'settings-recordings-phone');
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await keptRecordings(page)).toBe(0);
  });
});
