import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screenshots.js';
import { dictionaryWith } from './dictionary-support.js';

const reviewCard = (page: Page) => page.getByRole('region', { name: 'Review card' });

test('Review: due words come as cards (word, then definition and example), graded until the round is done', async ({ page }) => {
  await dictionaryWith(page, ['ubiquitous', 'resilient']);
  await expect(page.getByText('2 words are due for review.')).toBeVisible();
  await page.getByRole('button', { name: 'Start Review' }).click();

  const card = reviewCard(page);
  await expect(card.getByText('Card 1 of 2')).toBeVisible();
  const firstWord = await card.getByRole('heading').innerText();
  expect(['ubiquitous', 'resilient']).toContain(firstWord);
  // Recall first: the definition is hidden until asked for.
  await expect(card.getByRole('button', { name: 'Good' })).toHaveCount(0);
  await saveScreenshot(page, 'dictionary-review-word');
  await card.getByRole('button', { name: 'Show Answer' }).click();
  await expect(card.getByText(firstWord === 'ubiquitous' ? /present everywhere/i : /recover|elastic|spring back/i)).toBeVisible();
  await saveScreenshot(page, 'dictionary-review-answer');
  await card.getByRole('button', { name: 'Good' }).click();

  await expect(card.getByText('Card 2 of 2')).toBeVisible();
  await expect(page.getByText('1 word is due for review.')).toHaveCount(0);
  await card.getByRole('button', { name: 'Show Answer' }).click();
  await card.getByRole('button', { name: 'Again' }).click();
  // Again brings the word back at the end of the round.
  await expect(card.getByText('Card 3 of 3')).toBeVisible();
  await card.getByRole('button', { name: 'Show Answer' }).click();
  await card.getByRole('button', { name: 'Good' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Review complete: 2 words reviewed.' })).toBeVisible();
  await expect(page.getByText('No words are due for review. Come back later.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review More' })).toBeDisabled();

  // Scheduled on the server: a reload still has nothing due.
  await page.reload();
  await expect(page.getByText('No words are due for review. Come back later.')).toBeVisible();
});

test('a grade the server does not take keeps the card, says so, and can be given again', async ({ page }) => {
  await dictionaryWith(page, ['negotiate']);
  let failNext = true;
  await page.route('**/api/dictionary/*/review', async (route) => {
    if (failNext) {
      failNext = false;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The server is busy. Please try again.', statusCode: 503 }),
      });
      return;
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Start Review' }).click();
  const card = reviewCard(page);
  await card.getByRole('button', { name: 'Show Answer' }).click();
  await card.getByRole('button', { name: 'Easy' }).click();
  await expect(card.getByRole('alert')).toHaveText('The server is busy. Please try again.');
  await expect(card.getByRole('heading', { name: 'negotiate' })).toBeVisible();
  await card.getByRole('button', { name: 'Easy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review complete: 1 word reviewed.' })).toBeVisible();
});

test('a newly added word shows up in the due count', async ({ page }) => {
  await dictionaryWith(page, ['quickly']);
  await expect(page.getByText('1 word is due for review.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a new word' }).fill('children');
  await page.getByRole('button', { name: 'Add Word' }).click();
  await expect(page.getByText('2 words are due for review.')).toBeVisible();
});
