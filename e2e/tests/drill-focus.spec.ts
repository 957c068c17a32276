import { expect, test } from '@playwright/test';
import { registerAndLogin } from '../support/accounts.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { card, startDrill, countFeedbackCalls } from './drill-support.js';
import { settled } from '../support/settle.js';

const RESUME =
  'Senior frontend engineer. Led the migration of a checkout from jQuery to React at Shopright, cutting page load by 40%. Mentored four junior developers.';

test('Focus Mode start: context sent, "Context Active", the context box, and the focus question call', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await page.getByRole('switch', { name: 'Focus Mode' }).click();
  await expect(page.getByRole('switch', { name: 'Focus Mode' })).toHaveAttribute('title', 'Switch to Regular Mode');
  await expect(page.getByLabel('Context', { exact: true })).toHaveAttribute('rows', '8');
  await saveScreenshot(page, 'drill-start-focus');

  const created = page.waitForRequest((request) => request.url().endsWith('/api/sessions') && request.method() === 'POST');
  const focusCall = page.waitForRequest((request) => request.url().endsWith('/api/sessions/next-focus-question'));
  // No topic: Focus Mode names it 'Focused Session'.
  await page.getByLabel('Context', { exact: true }).fill(RESUME);
  const question = page.waitForResponse((response) => response.url().endsWith('/api/sessions/next-focus-question'));
  await page.getByRole('button', { name: 'Start Drill' }).click();
  expect((await created).postDataJSON()).toEqual({ topic: 'Focused Session [Focus Mode]', focusMode: true, context: RESUME, session_type: 'Drill' });
  expect((await focusCall).postDataJSON()).toMatchObject({ context: RESUME });
  const { question: text } = (await (await question).json()) as { question: string };

  await expect(page.getByRole('heading', { level: 1, name: 'Topic: Focused Session [Focus Mode]' })).toBeVisible();
  await expect(page.getByText('Context Active', { exact: true })).toBeVisible();
  const questionCard = card(page, 'Practice Question');
  await expect(questionCard.getByText(text, { exact: true })).toBeVisible();
  await expect(questionCard.getByText('Focus Mode', { exact: true })).toBeVisible();
  await expect(questionCard.getByRole('heading', { name: 'Context for Focus Mode' })).toBeVisible();
  await expect(questionCard.getByText(RESUME)).toBeVisible();
  await saveScreenshot(page, 'drill-practice-focus');

  // Off mid-session: the suffix goes, the regular call is made, the context box and badge go.
  const switchToRegular = page.getByRole('switch', { name: 'Focus Mode' });
  await expect(switchToRegular).toHaveAttribute('title', 'Switch to Regular Mode');
  const regularCall = page.waitForRequest((request) => request.url().endsWith('/api/sessions/next-question'));
  await switchToRegular.click();
  await regularCall;
  await expect(page.getByRole('heading', { level: 1, name: 'Topic: Focused Session', exact: true })).toBeVisible();
  await expect(page.getByText('Context Active', { exact: true })).toHaveCount(0);
  await expect(questionCard.getByRole('heading', { name: 'Context for Focus Mode' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Focus Mode' })).toHaveAttribute('title', 'Switch to Focus Mode');

  // On again: the focus call, with the context.
  const focusAgain = page.waitForRequest((request) => request.url().endsWith('/api/sessions/next-focus-question'));
  await page.getByRole('switch', { name: 'Focus Mode' }).click();
  expect((await focusAgain).postDataJSON()).toMatchObject({ context: RESUME });
  await expect(page.getByRole('heading', { level: 1, name: 'Topic: Focused Session [Focus Mode]' })).toBeVisible();
  await expect(page.getByText('Context Active', { exact: true })).toBeVisible();
});

test('switching a regular session to Focus Mode uses the focus call, and asks for context when there is none', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Team leadership');

  const focusCall = page.waitForResponse((response) => response.url().endsWith('/api/sessions/next-focus-question'));
  await page.getByRole('switch', { name: 'Focus Mode' }).click();
  const refused = await focusCall;
  expect(refused.status()).toBe(400);
  const { error } = (await refused.json()) as { error: string };
  await expect(page.getByRole('heading', { level: 1, name: 'Topic: Team leadership [Focus Mode]' })).toBeVisible();
  const questionCard = card(page, 'Practice Question');
  await expect(questionCard.getByRole('alert')).toHaveText(error);

  // Context pasted into the context box, then New Question: a focus question from it.
  await questionCard.getByRole('textbox', { name: 'Context for Focus Mode' }).fill(RESUME);
  await expect(page.getByText('Context Active', { exact: true })).toBeVisible();
  const nextFocus = page.waitForResponse((response) => response.url().endsWith('/api/sessions/next-focus-question'));
  await questionCard.getByRole('button', { name: 'New Question' }).click();
  const answered = await nextFocus;
  expect(answered.request().postDataJSON()).toMatchObject({ context: RESUME });
  const { question } = (await answered.json()) as { question: string };
  await expect(questionCard.getByText(question, { exact: true })).toBeVisible();
  await saveScreenshot(page, 'drill-focus-context-pasted');
});

test('start form rules: a blank topic sends nothing; Focus Mode needs context; a failed start says so', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  let creations = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/sessions') && request.method() === 'POST') creations += 1;
  });

  await page.getByPlaceholder('JavaScript interviews').fill('   ');
  await page.getByRole('button', { name: 'Start Drill' }).click();
  await expect(page.getByPlaceholder('JavaScript interviews')).toBeFocused();
  await page.getByRole('switch', { name: 'Focus Mode' }).click();
  await page.getByPlaceholder('JavaScript interviews').fill('Sales');
  await page.getByLabel('Context', { exact: true }).fill('  \n ');
  await page.getByRole('button', { name: 'Start Drill' }).click();
  await expect(page.getByLabel('Context', { exact: true })).toBeFocused();
  await settled(page);
  expect(creations).toBe(0);
  await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();

  // The server refuses: the form keeps what was typed and says so.
  await page.getByRole('switch', { name: 'Focus Mode' }).click();
  await page.route('**/api/sessions', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error', statusCode: 500 } }), { times: 1 });
  await page.getByRole('button', { name: 'Start Drill' }).click();
  await expect(page.getByText('Failed to start a new session.')).toBeVisible();
  await expect(page.getByPlaceholder('JavaScript interviews')).toHaveValue('Sales');
  await saveScreenshot(page, 'drill-start-failed');
});

test('an empty answer shows the message for about 3 seconds', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  await startDrill(page, 'Public speaking');
  const feedbackCalls = countFeedbackCalls(page);

  await page.getByRole('button', { name: 'Answer Now' }).click();
  await expect(page.getByRole('button', { name: 'Stop & Analyze' })).toBeVisible();
  // Timed by the page's own clock, the one the app's timer runs on: the test process may be
  // late to look on a busy machine, the page is not.
  await page.evaluate((text) => {
    const times: { shown?: number; hidden?: number } = {};
    (window as unknown as { __messageTimes: typeof times }).__messageTimes = times;
    new MutationObserver(() => {
      const present = document.body.innerText.includes(text);
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.hidden === undefined) times.hidden = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, 'Please provide an answer before getting feedback.');
  await page.getByRole('button', { name: 'Stop & Analyze' }).click();
  // Shown as an error (the red alert text), not as a plain note.
  const message = card(page, 'AI Feedback').getByRole('alert').filter({ hasText: 'Please provide an answer before getting feedback.' });
  await expect(message).toBeVisible();
  await saveScreenshot(page, 'drill-empty-answer');
  await expect(message).toBeHidden({ timeout: 10_000 });
  const times = await page.evaluate(() => (window as unknown as { __messageTimes: { shown: number; hidden: number } }).__messageTimes);
  const shownFor = times.hidden - times.shown;
  expect(shownFor).toBeGreaterThan(2_500);
  expect(shownFor).toBeLessThan(4_500);
  expect(feedbackCalls.count).toBe(0);
  await expect(card(page, 'AI Feedback').getByText('Feedback will appear here after you respond.')).toBeVisible();
});

test('without speech recognition: a quiet note beside the typing box, no error, and a disabled Answer Now', async ({ page }) => {
  await installFakeSpeech(page, { recognition: false });
  await registerAndLogin(page);
  await startDrill(page, 'Negotiation');
  const notSupported = 'Speech-to-text is not supported on your current browser. Please try on a desktop version of Chrome or Edge.';
  const note = card(page, 'Your Response').getByRole('note');
  await expect(note).toContainText(notSupported);
  // A quiet note, not an error.
  await expect(card(page, 'Your Response').getByRole('alert')).toHaveCount(0);
  // The typing box works, so the feedback card shows no error beside it.
  await expect(card(page, 'AI Feedback').getByText(notSupported)).toHaveCount(0);
  await expect(card(page, 'AI Feedback').getByText('Feedback will appear here after you respond.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer Now' })).toBeDisabled();
  await saveScreenshot(page, 'drill-no-speech');
});

test('on a phone the start form, practice view and history fit the screen width', async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await installFakeSpeech(phone);
  await registerAndLogin(phone);
  const fitsWidth = () => phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fitsWidth()).toBe(true);
  await startDrill(phone, 'Focused Session', { context: RESUME });
  await expect(phone.getByRole('button', { name: 'Answer Now' })).toBeVisible();
  expect(await fitsWidth()).toBe(true);
  await saveScreenshot(phone, 'drill-practice-phone');
  await phone.goto('/history');
  await expect(phone.getByRole('region', { name: 'Focused Session [Focus Mode]' })).toBeVisible();
  expect(await fitsWidth()).toBe(true);
  await saveScreenshot(phone, 'drill-history-phone');
  await phone.close();
});
