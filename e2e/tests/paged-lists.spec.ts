import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createUser, storeSession, type TestUser } from '../support/accounts.js';
import { saveScreenshot } from '../support/screenshots.js';

// The API's page (GET lists without `limit`): the screens show this many rows at once.
const PAGE = 50;

const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

/** `count` rows made one after the other through the real API (so the first is the oldest). */
async function seed(request: APIRequestContext, user: TestUser, path: string, count: number, body: (n: number) => object): Promise<void> {
  for (let n = 1; n <= count; n += 1) {
    const created = await request.post(path, { headers: auth(user), data: body(n) });
    expect(created.status(), await created.text()).toBe(201);
  }
}

/** Scrolls to the last row shown, as a reader reaching the end of the list does. */
async function scrollToEnd(rows: Locator): Promise<void> {
  await rows.last().scrollIntoViewIfNeeded();
}

const sessionCards = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('region') });

test('Drill History shows the newest page at once and older sessions as the user scrolls; a delete further down takes only that card', async ({ page }) => {
  const user = await createUser(page.request);
  await seed(page.request, user, '/api/sessions', PAGE + 5, (n) => ({ topic: `Practice round ${n}`, context: '', focusMode: false, session_type: 'Drill' }));
  await storeSession(page, user);
  await page.goto('/history');

  const cards = sessionCards(page);
  await expect(cards).toHaveCount(PAGE);
  await expect(cards.first().getByRole('heading')).toHaveText(`Practice round ${PAGE + 5}`);
  await expect(page.getByRole('region', { name: 'Practice round 1', exact: true })).toHaveCount(0);

  await scrollToEnd(cards);
  await expect(cards).toHaveCount(PAGE + 5);
  await expect(cards.last().getByRole('heading')).toHaveText('Practice round 1');
  await saveScreenshot(page, 'drill-history-scrolled');

  // An older card, from the second page: deleted, it alone leaves; the rest stay where they are.
  const older = page.getByRole('region', { name: 'Practice round 2', exact: true });
  await older.getByRole('button', { name: 'Delete Session' }).click();
  await page.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(older).toHaveCount(0);
  await expect(cards).toHaveCount(PAGE + 4);
  await expect(cards.last().getByRole('heading')).toHaveText('Practice round 1');

  // Scrolling further asks for nothing more: every session is on screen, each once.
  await scrollToEnd(cards);
  await expect(page.getByText('Loading more...')).toHaveCount(0);
  await expect(cards).toHaveCount(PAGE + 4);
});

test('Meeting History: a long pasted context shows whole in Details, and Use This Context takes all of it', async ({ page }) => {
  const user = await createUser(page.request);
  const context = `${'Quarterly planning notes: hiring, budget, roadmap and risks. '.repeat(12)}The last line says the launch moves to May.`;
  const created = await page.request.post('/api/sessions', { headers: auth(user), data: { title: 'Quarterly planning', context } });
  expect(created.status(), await created.text()).toBe(201);
  await storeSession(page, user);
  await page.goto('/meeting-history');

  const card = page.getByRole('region', { name: 'Quarterly planning' });
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(card.getByText('The last line says the launch moves to May.', { exact: false })).toBeVisible();

  await card.getByRole('button', { name: 'Use This Context' }).click();
  await expect(page).toHaveURL(/\/meeting-qa$/);
  await expect(page.getByLabel('Context', { exact: true })).toHaveValue(context);
});

test('Dictionary: more words load on scroll, and the filter finds a word that is not on the first page', async ({ page }) => {
  const user = await createUser(page.request);
  const words = [
    'serendipity',
    'ubiquitous',
    'candid',
    'serene',
    'eloquent',
    'resilient',
    'meticulous',
    'pragmatic',
    'tenacious',
    'versatile',
    'diligent',
    'gregarious',
    'humble',
    'intrepid',
    'jovial',
    'keen',
    'lucid',
    'modest',
    'nimble',
    'optimistic',
    'patient',
    'quiet',
    'robust',
    'sincere',
    'thorough',
    'upbeat',
    'vivid',
    'witty',
    'zealous',
    'amiable',
    'brave',
    'calm',
    'daring',
    'earnest',
    'fair',
    'gentle',
    'honest',
    'ideal',
    'jolly',
    'kind',
    'loyal',
    'mature',
    'neat',
    'open',
    'polite',
    'rational',
    'steady',
    'tidy',
    'unique',
    'valiant',
    'warm',
    'young',
    'wise',
  ];
  await seed(page.request, user, '/api/dictionary', words.length, (n) => ({ word: words[n - 1] }));
  await storeSession(page, user);
  await page.goto('/dictionary');

  const entries = page.getByRole('region', { name: 'Your words' }).getByRole('listitem');
  await expect(entries).toHaveCount(PAGE);
  await expect(page.getByText(`${PAGE}+ words`, { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'serendipity', exact: true })).toHaveCount(0);

  // The oldest word is only on the server's second page: the filter asks the server for it.
  const filter = page.getByRole('searchbox', { name: 'Filter your words' });
  await filter.fill('SERENDIP');
  await expect(entries).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'serendipity', exact: true })).toBeVisible();
  await expect(page.getByText(`Showing 1 of ${PAGE}+ words`)).toBeVisible();
  await saveScreenshot(page, 'dictionary-filter-beyond-first-page');

  await filter.fill('');
  await expect(entries).toHaveCount(PAGE);
  await scrollToEnd(entries);
  await expect(entries).toHaveCount(words.length);
  await expect(page.getByText(`${words.length} words`, { exact: true })).toBeVisible();
});

/** A new user with PAGE + 2 scripts made through the API (the first is the oldest), on the Script Library's first page. */
async function scriptLibraryOf(page: Page, title: (n: number) => string): Promise<Locator> {
  const user = await createUser(page.request);
  await seed(page.request, user, '/api/scripts', PAGE + 2, (n) => ({
    title: title(n),
    description: '',
    tags: [],
    content: `${title(n)}: the words to practice.`,
  }));
  await storeSession(page, user);
  await page.goto('/scripts');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(PAGE);
  return cards;
}

test('Script Library: older scripts load on scroll, and a rename further down changes that card in place', async ({ page }) => {
  const cards = await scriptLibraryOf(page, (n) => `Pitch draft ${n}`);
  await expect(page.getByRole('article', { name: 'Pitch draft 1', exact: true })).toHaveCount(0);
  await scrollToEnd(cards);
  await expect(cards).toHaveCount(PAGE + 2);

  const oldest = page.getByRole('article', { name: 'Pitch draft 1', exact: true });
  await oldest.getByRole('button', { name: 'Rename Script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename Script' });
  await dialog.getByLabel('Title').fill('First pitch, renamed');
  await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByRole('article', { name: 'First pitch, renamed', exact: true })).toBeVisible();
  await expect(cards).toHaveCount(PAGE + 2);
  await expect(cards.last()).toHaveAccessibleName('First pitch, renamed');
});

test('Script Library opened again from the sidebar shows every loaded script at once and the next page only on scroll', async ({ page }) => {
  const cards = await scriptLibraryOf(page, (n) => `Talk outline ${n}`);
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const laterPages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/scripts?') && request.url().includes('cursor=')) laterPages.push(request.url());
  });

  // The first page comes from the cache: the first screen of cards shows at once, the rest right after.
  await main.getByRole('link', { name: 'Script Shadowing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Script Library' })).toBeVisible();
  await expect(cards).toHaveCount(PAGE);
  await expect(cards.first()).toHaveAccessibleName(`Talk outline ${PAGE + 2}`);
  await expect(cards.last()).toHaveAccessibleName('Talk outline 3');
  expect(laterPages).toEqual([]);

  await scrollToEnd(cards);
  await expect(cards).toHaveCount(PAGE + 2);
  await expect(cards.last()).toHaveAccessibleName('Talk outline 1');
  expect(laterPages).toHaveLength(1);
});
