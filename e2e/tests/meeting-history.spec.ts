import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, openSignedIn, storeSession, type TestUser } from '../support/accounts.js';
import { installFakeSpeech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';

interface SeededMeeting {
  id: string;
  created_at: string;
}

/** A meeting session (and its answered questions) made through the real API as `user`. */
async function seedMeeting(
  request: APIRequestContext,
  user: TestUser,
  { title, context, questions = [] }: { title?: string; context: string; questions?: string[] },
): Promise<SeededMeeting> {
  const headers = { Authorization: `Bearer ${user.token}` };
  const created = await request.post('/api/sessions', { headers, data: { title, context } });
  expect(created.ok(), await created.text()).toBe(true);
  const { session_id: id } = (await created.json()) as { session_id: string };
  for (const question of questions) {
    const answered = await request.post('/api/meeting/answer', { headers, data: { context, question, session_id: id } });
    expect(answered.ok(), await answered.text()).toBe(true);
  }
  const detail = await request.get(`/api/sessions/${id}`, { headers });
  return { id, created_at: ((await detail.json()) as { created_at: string }).created_at };
}

async function openHistory(page: Page, user: TestUser): Promise<void> {
  await openSignedIn(page, user, '/meeting-history', 'Meeting History');
}

const RETRO_CONTEXT =
  'Sprint retro notes.\nWe shipped the billing page two days late because of the payment provider review.\nNext sprint we focus on onboarding.';
const SYNC_CONTEXT = 'Weekly sync. Our budget for the launch is 50,000 dollars.';

test('the history lists meeting sessions newest first with their date; Details shows the context and the Q&A pairs', async ({ page }) => {
  const user = await createUser(page.request);
  const retro = await seedMeeting(page.request, user, {
    title: 'Sprint retro',
    context: RETRO_CONTEXT,
    questions: ['Why was the billing page late?', 'What is next sprint about?'],
  });
  await seedMeeting(page.request, user, { context: SYNC_CONTEXT });
  await openHistory(page, user);

  const cards = page
    .getByRole('list', { name: 'Meeting sessions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('heading')).toHaveText('Untitled Meeting');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Sprint retro');
  const localDate = await page.evaluate((iso) => new Date(iso).toLocaleDateString(), retro.created_at);
  const retroCard = page.getByRole('region', { name: 'Sprint retro' });
  await expect(retroCard.getByText(localDate, { exact: true })).toBeVisible();
  await saveScreenshot(page, 'meeting-history-list');

  const details = retroCard.getByRole('button', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(retroCard.getByText('We shipped the billing page two days late', { exact: false }).first()).toBeVisible();
  const pairs = retroCard.getByRole('list', { name: 'Questions and answers' }).getByRole('listitem');
  await expect(pairs).toHaveCount(2);
  await expect(pairs.first()).toContainText('Why was the billing page late?');
  await expect(pairs.first()).toContainText('payment provider review');
  await expect(pairs.nth(1)).toContainText('What is next sprint about?');
  await saveScreenshot(page, 'meeting-history-details');

  // A session without answers says so; Details again folds the card.
  const syncCard = page.getByRole('region', { name: 'Untitled Meeting' });
  await syncCard.getByRole('button', { name: 'Details' }).click();
  await expect(syncCard.getByText('No questions were answered in this session.')).toBeVisible();
  await expect(retroCard.getByRole('list', { name: 'Questions and answers' })).toHaveCount(0);
  await syncCard.getByRole('button', { name: 'Details' }).click();
  await expect(syncCard.getByText('No questions were answered in this session.')).toHaveCount(0);
});

test("'Use This Context' opens Meeting Q&A with the title and context filled in", async ({ page }) => {
  await installFakeSpeech(page);
  const user = await createUser(page.request);
  await seedMeeting(page.request, user, { title: 'Sprint retro', context: RETRO_CONTEXT });
  await openHistory(page, user);

  await page.getByRole('region', { name: 'Sprint retro' }).getByRole('button', { name: 'Use This Context' }).click();
  await expect(page).toHaveURL(/\/meeting-qa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting Q&A' })).toBeVisible();
  await expect(page.getByLabel('Title (optional)')).toHaveValue('Sprint retro');
  await expect(page.getByLabel('Context', { exact: true })).toHaveValue(RETRO_CONTEXT);
  await saveScreenshot(page, 'meeting-setup-prefilled');

  // The prefilled form starts a new session with that context.
  const created = page.waitForRequest((request) => request.url().endsWith('/api/sessions') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Start Session' }).click();
  expect((await created).postDataJSON()).toEqual({ title: 'Sprint retro', context: RETRO_CONTEXT });
  await expect(page.getByRole('heading', { level: 1, name: 'Sprint retro' })).toBeVisible();
});

test('delete asks in a dialog: Cancel keeps the session, Confirm removes it; with none left the empty text shows', async ({ page }) => {
  const user = await createUser(page.request);
  await seedMeeting(page.request, user, { title: 'Sprint retro', context: RETRO_CONTEXT, questions: ['Why was the billing page late?'] });
  await openHistory(page, user);
  const retroCard = page.getByRole('region', { name: 'Sprint retro' });

  await retroCard.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Meeting Session' });
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'meeting-history-delete-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(retroCard).toBeVisible();

  await retroCard.getByRole('button', { name: 'Delete' }).click();
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await page.getByRole('dialog', { name: 'Delete Meeting Session' }).getByRole('button', { name: 'Confirm' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(retroCard).toHaveCount(0);
  await expect(page.getByText('No meeting Q&A sessions found.')).toBeVisible();
  await saveScreenshot(page, 'meeting-history-empty');

  // The deletion is on the server too.
  const list = await page.request.get('/api/sessions?type=Meeting', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(await list.json()).toEqual([]);

  await page.getByRole('link', { name: 'New Q&A Session' }).click();
  await expect(page).toHaveURL(/\/meeting-qa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting Q&A' })).toBeVisible();
});

test('loading shows a spinner text; a failed load says so and Try again reloads; drill sessions are not listed', async ({ page }) => {
  const user = await createUser(page.request);
  const headers = { Authorization: `Bearer ${user.token}` };
  const drill = await page.request.post('/api/sessions', {
    headers,
    data: { topic: 'JavaScript interviews', context: '', focusMode: false, session_type: 'Drill' },
  });
  expect(drill.ok()).toBe(true);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The screens retry a failed load once: both attempts fail, the Try again after them works.
  let failures = 0;
  await page.route('**/api/sessions?type=Meeting', async (route) => {
    await held;
    if (failures < 2) {
      failures += 1;
      await route.fulfill({ status: 500, json: { error: 'Internal server error' } });
      return;
    }
    await route.continue();
  });
  await storeSession(page, user);
  await page.goto('/meeting-history');
  await expect(page.getByText('Loading meeting sessions...')).toBeVisible();
  release();
  await expect(page.getByText('Failed to load meeting sessions.')).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, 'meeting-history-load-failed');

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No meeting Q&A sessions found.')).toBeVisible();
  await expect(page.getByText('JavaScript interviews')).toHaveCount(0);
});
