import { expect, test, type Page } from '@playwright/test';
import { createUser, openSignedIn, storeSession, type TestUser } from '../support/accounts.js';
import { holdRequests } from '../support/hold-requests.js';
import { saveScreenshot } from '../support/screenshots.js';
import { settled } from '../support/settle.js';

/** A new account, signed in, on the Dictionary screen. */
async function openDictionary(page: Page): Promise<TestUser> {
  const user = await createUser(page.request);
  await openSignedIn(page, user, '/dictionary', 'Your Personal Dictionary');
  return user;
}

/** Adds words straight through the API, oldest first, for tests about the list itself. */
async function seedWords(page: Page, user: TestUser, words: string[]): Promise<void> {
  for (const word of words) {
    const added = await page.request.post('/api/dictionary', { headers: { Authorization: `Bearer ${user.token}` }, data: { word } });
    expect(added.status(), await added.text()).toBe(201);
  }
}

const wordInput = (page: Page) => page.getByRole('textbox', { name: 'Add a new word' });
const entries = (page: Page) => page.getByRole('region', { name: 'Your words' }).getByRole('listitem');
const entry = (page: Page, word: string) => page.getByRole('article', { name: word, exact: true });

test("adding a word shows 'Analyzing...', then the entry on top with its part of speech, definition and example", async ({ page, browser }) => {
  const user = await openDictionary(page);
  await expect(page.getByRole('heading', { name: 'Your Dictionary is Empty' })).toBeVisible();

  // Hold the real request until the waiting state has been seen.
  const release = await holdRequests(page, '**/api/dictionary', 'POST');

  await wordInput(page).fill('  ubiquitous ');
  await page.getByRole('button', { name: 'Add Word' }).click();
  const waiting = page.getByRole('button', { name: 'Analyzing...' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toBeDisabled();
  await saveScreenshot(page, 'dictionary-analyzing');
  release();

  const ubiquitous = entry(page, 'ubiquitous');
  await expect(ubiquitous.getByRole('heading', { name: 'ubiquitous', exact: true })).toBeVisible();
  await expect(ubiquitous.getByText('adjective', { exact: true })).toBeVisible();
  await expect(ubiquitous.getByRole('paragraph').first()).toContainText('present everywhere');
  await expect(ubiquitous.getByRole('button', { name: 'Delete ubiquitous' })).toBeVisible();
  // The example sentence is in italics.
  const example = ubiquitous.getByRole('blockquote');
  await expect(example).toHaveText(/\w+/);
  await expect(example).toHaveCSS('font-style', 'italic');
  await expect(wordInput(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Add Word' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Your Dictionary is Empty' })).toHaveCount(0);
  await expect(page.getByText('1 word', { exact: true })).toBeVisible();

  await wordInput(page).fill('serene');
  await wordInput(page).press('Enter');
  await expect(entries(page)).toHaveCount(2);
  await expect(entries(page).first().getByRole('heading')).toHaveText('serene');
  await expect(entries(page).nth(1).getByRole('heading')).toHaveText('ubiquitous');
  await expect(page.getByText('2 words', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'dictionary-two-words');

  // On a phone (sidebar collapsed) the same words, stacked.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await storeSession(phone, user);
  await phone.goto('/dictionary');
  await expect(entries(phone)).toHaveCount(2);
  await saveScreenshot(phone, 'dictionary-two-words-phone');
  await phone.close();
});

test('a fresh account sees the empty state, and an empty or blank word sends nothing', async ({ page }) => {
  await openDictionary(page);
  const empty = page.getByRole('heading', { name: 'Your Dictionary is Empty' });
  await expect(empty).toBeVisible();
  await saveScreenshot(page, 'dictionary-empty');

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/dictionary') posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Add Word' }).click();
  await wordInput(page).fill('    ');
  await wordInput(page).press('Enter');
  await page.getByRole('button', { name: 'Add Word' }).click();
  await settled(page);
  expect(posts).toEqual([]);
  await expect(page.getByRole('button', { name: 'Add Word' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(empty).toBeVisible();
});

test("a duplicate or unknown word shows the server's text and keeps the typed word", async ({ page }) => {
  const user = await openDictionary(page);
  await seedWords(page, user, ['ubiquitous']);
  await page.reload();
  await expect(entries(page)).toHaveCount(1);

  await wordInput(page).fill('ubiquitous');
  await page.getByRole('button', { name: 'Add Word' }).click();
  await expect(page.getByRole('alert')).toHaveText("'ubiquitous' is already in your dictionary.");
  await expect(wordInput(page)).toHaveValue('ubiquitous');
  await expect(entries(page)).toHaveCount(1);
  await saveScreenshot(page, 'dictionary-duplicate');

  await wordInput(page).fill('qwzxvb');
  // Editing the word clears the old failure.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Word' }).click();
  await expect(page.getByRole('alert')).toHaveText("We couldn't find a definition for 'qwzxvb'.");
  await expect(wordInput(page)).toHaveValue('qwzxvb');
  await expect(entries(page)).toHaveCount(1);
});

test('a misspelt word offers "Did you mean" spellings, and choosing one adds it', async ({ page }) => {
  await openDictionary(page);
  await wordInput(page).fill('recieve');
  await page.getByRole('button', { name: 'Add Word' }).click();
  await expect(page.getByRole('alert')).toHaveText("We couldn't find a definition for 'recieve'.");
  await expect(page.getByText('Did you mean')).toBeVisible();
  await saveScreenshot(page, 'dictionary-did-you-mean');

  await page.getByRole('button', { name: 'receive', exact: true }).click();
  const receive = entry(page, 'receive');
  await expect(receive.getByRole('heading', { name: 'receive', exact: true })).toBeVisible();
  await expect(receive.getByText('verb', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  await expect(wordInput(page)).toHaveValue('');
});

test("an add that fails without a server text says 'Failed to add word.'", async ({ page }) => {
  await openDictionary(page);
  await page.route('**/api/dictionary', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.continue(),
  );
  await wordInput(page).fill('serene');
  await page.getByRole('button', { name: 'Add Word' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to add word.');
  await expect(wordInput(page)).toHaveValue('serene');
});

test('deleting a word removes it, also after a reload; the last one leaves the empty state', async ({ page }) => {
  const user = await openDictionary(page);
  await seedWords(page, user, ['ubiquitous', 'serene']);
  await page.reload();
  await expect(entries(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete serene' }).click();
  await expect(entry(page, 'serene')).toHaveCount(0);
  await expect(entry(page, 'ubiquitous')).toBeVisible();
  await page.reload();
  await expect(entry(page, 'ubiquitous')).toBeVisible();
  await expect(entry(page, 'serene')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete ubiquitous' }).click();
  await expect(page.getByRole('heading', { name: 'Your Dictionary is Empty' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Dictionary is Empty' })).toBeVisible();
});

test("a failed delete says 'Failed to delete word.' and keeps the entry", async ({ page }) => {
  const user = await openDictionary(page);
  await seedWords(page, user, ['serene']);
  await page.reload();
  await page.route('**/api/dictionary/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.continue()));
  await page.getByRole('button', { name: 'Delete serene' }).click();
  await expect(entry(page, 'serene').getByRole('alert')).toHaveText('Failed to delete word.');
  await expect(entry(page, 'serene').getByRole('button', { name: 'Delete serene' })).toBeEnabled();
});

test("a list that fails to load says 'Failed to load your dictionary.'", async ({ page }) => {
  const user = await createUser(page.request);
  await storeSession(page, user);
  await page.route('**/api/dictionary', (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '' }) : route.continue()));
  await page.goto('/dictionary');
  await expect(page.getByRole('alert')).toHaveText('Failed to load your dictionary.');
  await expect(page.getByRole('heading', { name: 'Your Dictionary is Empty' })).toHaveCount(0);
  await saveScreenshot(page, 'dictionary-load-failed');

  // Once the server answers again, 'Try again' loads the list.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Your Dictionary is Empty' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the filter narrows the list by word, searched on the server whatever the case', async ({ page }) => {
  const user = await openDictionary(page);
  await seedWords(page, user, ['ubiquitous', 'serene', 'candid']);
  await page.reload();
  await expect(page.getByText('3 words', { exact: true })).toBeVisible();

  const filter = page.getByRole('searchbox', { name: 'Filter your words' });
  await filter.fill('SER');
  await expect(entries(page)).toHaveCount(1);
  await expect(entry(page, 'serene')).toBeVisible();
  await expect(page.getByText('Showing 1 of 3 words')).toBeVisible();
  await saveScreenshot(page, 'dictionary-filtered');

  await filter.fill('biquit');
  await expect(entries(page)).toHaveCount(1);
  await expect(entry(page, 'ubiquitous')).toBeVisible();

  await filter.fill('zzz');
  await expect(page.getByText('No words match “zzz”.')).toBeVisible();
  await filter.fill('');
  await expect(entries(page)).toHaveCount(3);
});
