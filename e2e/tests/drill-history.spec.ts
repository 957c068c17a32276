import { expect, test, type Page } from '@playwright/test';
import { createUser, registerAndLogin, storeSession } from '../support/accounts.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { average, card, SAMPLE_ANSWER, seedDrillSession } from './drill-support.js';

const DELETE_MESSAGE = 'Are you sure you want to permanently delete this session and all of its associated drills? This action cannot be undone.';
const CONTEXT = 'Job description: account executive for a B2B analytics product, selling to finance teams, quota of 600k per year.';

const historyCard = (page: Page, topic: string) => page.getByRole('region', { name: topic, exact: true });

test('an empty history says how to start', async ({ page }) => {
  await registerAndLogin(page);
  await page.getByRole('link', { name: 'Drill History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drill History' })).toBeVisible();
  await expect(page.getByText('Review your past practice sessions or start a new one.')).toBeVisible();
  await expect(page.getByText("You haven't completed any drills yet.")).toBeVisible();
  await expect(page.getByText('Click "New Drill" to get started!')).toBeVisible();
  await saveScreenshot(page, 'drill-history-empty');
  await page.getByRole('link', { name: 'New Drill' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();
});

test('history cards: date, Focus Mode badge, details with ratings, one card open at a time', async ({ page, request }) => {
  const user = await createUser(request);
  const regular = await seedDrillSession(request, user, { topic: 'Behavioral interviews', answers: [SAMPLE_ANSWER, 'Um, I guess, like, yes.'] });
  const focus = await seedDrillSession(request, user, { topic: 'Sales calls [Focus Mode]', context: CONTEXT, answers: [SAMPLE_ANSWER] });
  const empty = await seedDrillSession(request, user, { topic: 'Nothing answered yet', answers: [] });
  await storeSession(page, user);
  await page.goto('/history');

  // Newest first, each card sliding up 50 ms after the one above.
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('region') });
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText(empty.topic);
  await expect(cards.nth(2)).toContainText(regular.topic);
  await expect(cards.nth(0)).toHaveCSS('animation-delay', '0s');
  await expect(cards.nth(2)).toHaveCSS('animation-delay', '0.1s');
  const today = await page.evaluate(() => new Date().toLocaleDateString());
  await expect(historyCard(page, regular.topic).getByText(today)).toBeVisible();
  await expect(historyCard(page, focus.topic).getByText('Focus Mode', { exact: true })).toBeVisible();
  await expect(historyCard(page, regular.topic).getByText('Focus Mode', { exact: true })).toHaveCount(0);
  await saveScreenshot(page, 'drill-history-list');

  // View Details: each answered drill with its rating, answer, feedback and time.
  const regularCard = historyCard(page, regular.topic);
  await regularCard.getByRole('button', { name: 'View Details' }).click();
  await expect(regularCard.getByRole('button', { name: 'View Details' })).toHaveAttribute('aria-expanded', 'true');
  for (const rating of regular.ratings) await expect(regularCard.getByText(`${rating.toFixed(1)}/5`, { exact: true }).first()).toBeVisible();
  await expect(regularCard.getByText(`Your answer: "${SAMPLE_ANSWER}"`)).toBeVisible();
  await expect(regularCard.getByText('Your answer: "Um, I guess, like, yes."')).toBeVisible();
  await expect(regularCard.getByText('AI Feedback:')).toHaveCount(2);
  await expect(regularCard.getByText('No date recorded')).toHaveCount(0);
  await saveScreenshot(page, 'drill-history-expanded');

  // Another card replaces the open one; its context shows for Focus Mode.
  const focusCard = historyCard(page, focus.topic);
  await focusCard.getByRole('button', { name: 'View Details' }).click();
  await expect(focusCard.getByText('Focus Mode Context:')).toBeVisible();
  await expect(focusCard.getByText(CONTEXT)).toBeVisible();
  await expect(regularCard.getByText(/Your answer:/)).toHaveCount(0);
  await expect(regularCard.getByRole('button', { name: 'View Details' })).toHaveAttribute('aria-expanded', 'false');
  await saveScreenshot(page, 'drill-history-focus-expanded');

  // Clicking again collapses; a session without answers says so.
  await focusCard.getByRole('button', { name: 'View Details' }).click();
  await expect(focusCard.getByText('Focus Mode Context:')).toHaveCount(0);
  const emptyCard = historyCard(page, empty.topic);
  await emptyCard.getByRole('button', { name: 'View Details' }).click();
  await expect(emptyCard.getByText('No drills were recorded for this session.')).toBeVisible();
});

test('Continue Session opens the practice view with that session loaded and a new question', async ({ page, request }) => {
  const user = await createUser(request);
  const past = await seedDrillSession(request, user, {
    topic: 'Sales calls [Focus Mode]',
    context: CONTEXT,
    answers: [SAMPLE_ANSWER, 'I would ask about their budget first.'],
  });
  await installFakeSpeech(page);
  await storeSession(page, user);
  await page.goto('/history');

  const focusCall = page.waitForResponse((response) => response.url().endsWith('/api/sessions/next-focus-question'));
  await historyCard(page, past.topic).getByRole('button', { name: 'Continue Session' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?session=${past.id}$`));
  const asked = await focusCall;
  expect(asked.request().postDataJSON()).toMatchObject({ session_id: past.id, context: CONTEXT });
  const { question } = (await asked.json()) as { question: string };

  await expect(page.getByRole('heading', { level: 1, name: `Topic: ${past.topic}` })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Focus Mode' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Context Active', { exact: true })).toBeVisible();
  await expect(card(page, 'Practice Question').getByText(question, { exact: true })).toBeVisible();
  const history = card(page, 'Current Session History');
  await expect(history.getByRole('button', { name: 'Show Feedback' })).toHaveCount(2);
  await expect(history.getByText(`Session Average: ${average(past.ratings)}/5`)).toBeVisible();
  // Newest first: the second answer is on top.
  await history.getByRole('button', { name: 'Show Feedback' }).first().click();
  await expect(history.getByText('Your answer: I would ask about their budget first.')).toBeVisible();
  await saveScreenshot(page, 'drill-continued');

  // Leaving the practice view does not reopen the session.
  await page.getByRole('button', { name: 'New Topic' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to practice today?' })).toBeVisible();
});

test('Delete Session: the dialog, Cancel, then Confirm Delete shows "Deleting..." and removes the card', async ({ page, request }) => {
  const user = await createUser(request);
  const kept = await seedDrillSession(request, user, { topic: 'Keep this one', answers: [] });
  const doomed = await seedDrillSession(request, user, { topic: 'Delete this one', answers: [SAMPLE_ANSWER] });
  await storeSession(page, user);
  await page.goto('/history');

  const doomedCard = historyCard(page, doomed.topic);
  await doomedCard.getByRole('button', { name: 'Delete Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Session' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(DELETE_MESSAGE)).toBeVisible();
  await saveScreenshot(page, 'drill-history-delete-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(doomedCard).toBeVisible();

  // The delete is held until 'Deleting...' has been seen.
  let answerDelete: () => void = () => undefined;
  const deleteHeld = new Promise<void>((resolve) => (answerDelete = resolve));
  await page.route('**/api/sessions/*', async (route) => {
    if (route.request().method() === 'DELETE') await deleteHeld;
    await route.continue();
  });
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await doomedCard.getByRole('button', { name: 'Delete Session' }).click();
  await dialog.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(doomedCard.getByText('Deleting...')).toBeVisible();
  await expect(doomedCard.getByRole('button', { name: 'Continue Session' })).toHaveCount(0);
  await saveScreenshot(page, 'drill-history-deleting');
  answerDelete();
  expect((await deleted).url()).toContain(doomed.id);
  await expect(doomedCard).toHaveCount(0);
  await expect(historyCard(page, kept.topic)).toBeVisible();

  // Gone on the server too.
  await page.reload();
  await expect(historyCard(page, kept.topic)).toBeVisible();
  await expect(historyCard(page, doomed.topic)).toHaveCount(0);
});

test('the review page shows each answer with its rating, Feedback & Analysis and Example Answer', async ({ page, request }) => {
  const user = await createUser(request);
  const past = await seedDrillSession(request, user, { topic: 'Conflict resolution', answers: [SAMPLE_ANSWER] });
  await storeSession(page, user);
  await page.goto('/history');
  await historyCard(page, past.topic).getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${past.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: past.topic })).toBeVisible();
  const today = await page.evaluate(() => new Date().toLocaleDateString());
  await expect(page.getByText(`Reviewed on ${today}`)).toBeVisible();
  await expect(page.getByText(SAMPLE_ANSWER)).toBeVisible();
  await expect(page.getByText(`${past.ratings[0].toFixed(1)} out of 5`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feedback & Analysis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Example Answer' })).toBeVisible();
  await saveScreenshot(page, 'drill-session-review');

  await page.goto('/sessions/3f0c2f1e-0000-4000-8000-000000000000');
  await expect(page.getByText('Session not found.')).toBeVisible();
  await saveScreenshot(page, 'drill-session-review-not-found');
});

test('a failed history load says so', async ({ page }) => {
  await registerAndLogin(page);
  await page.route('**/api/sessions?type=Drill', (route) => route.abort('connectionrefused'));
  await page.goto('/history');
  await expect(page.getByText('Failed to load session history.')).toBeVisible({ timeout: 10_000 });
});

test('an expired token on the history list or on starting a drill sends the user to /login', async ({ page }) => {
  await installFakeSpeech(page);
  await registerAndLogin(page);
  const garbleToken = () => page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));

  await garbleToken();
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
  // The sign-out reloads the page: read the storage once the login screen has settled.
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The app reads the token at start-up, so the garbled one is in use after a reload.
  await registerAndLogin(page);
  await garbleToken();
  await page.reload();
  await page.getByPlaceholder('JavaScript interviews').fill('Expired session');
  await page.getByRole('button', { name: 'Start Drill' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
