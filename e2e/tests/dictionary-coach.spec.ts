import { expect, test, type Page } from '@playwright/test';
import type { TestUser } from '../support/accounts.js';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { dictionaryWith as openDictionaryWith } from './dictionary-support.js';

/** A new account with these words, signed in on the Dictionary with fake speech. */
async function dictionaryWith(page: Page, words: string[]): Promise<TestUser> {
  await installFakeSpeech(page);
  return openDictionaryWith(page, words);
}

const entry = (page: Page, word: string) => page.getByRole('article', { name: word, exact: true });
const reviewCard = (page: Page) => page.getByRole('region', { name: 'Review card' });
const wordList = (page: Page) => page.getByRole('region', { name: 'Your words' });

test('each word has a play button that says it, and its example is real usage, not a template', async ({ page }) => {
  await dictionaryWith(page, ['eloquent', 'serendipity']);
  const eloquent = entry(page, 'eloquent');
  await expect(eloquent.getByText('His gestures provided eloquent reinforcement for his complaints.')).toBeVisible();
  await expect(entry(page, 'serendipity').getByText('Meeting my co-founder on a delayed train was pure serendipity.')).toBeVisible();
  await expect(page.getByText(/Everyone agreed that the new plan was/)).toHaveCount(0);

  await eloquent.getByRole('button', { name: 'Play "eloquent"' }).click();
  await expect.poll(() => speech.spokenTexts(page)).toEqual(['eloquent']);
  await entry(page, 'serendipity').getByRole('button', { name: 'Play "serendipity"' }).click();
  await expect.poll(() => speech.spokenTexts(page)).toEqual(['eloquent', 'serendipity']);
  await expectNoSeriousA11yViolations(page, 'Dictionary with play buttons');
});

test('Review hides the list, shows when each grade brings the word back, and brings an Again card back in the same round', async ({ page }) => {
  await dictionaryWith(page, ['eloquent']);
  await expect(wordList(page)).toBeVisible();
  await page.getByRole('button', { name: 'Start Review' }).click();

  const card = reviewCard(page);
  await expect(card.getByRole('heading', { name: 'eloquent' })).toBeVisible();
  // The list (with the definition on it) and the add form are hidden while a card is shown.
  await expect(wordList(page)).toHaveCount(0);
  await expect(page.getByText('His gestures provided eloquent reinforcement')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Add a new word' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Show Answer' }).click();
  // A new word: Again in a minute, Hard and Good within the hour, Easy days ahead.
  await expect(card.getByRole('button', { name: /^Again 1 min$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Hard \d+ min$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Good \d+ min$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Easy \d+ days$/ })).toBeVisible();
  await saveScreenshot(page, 'dictionary-review-intervals-1280x800');
  await expectNoSeriousA11yViolations(page, 'Dictionary review card');

  await card.getByRole('button', { name: /^Again/ }).click();
  // Again: the same word comes back at the end of this round.
  await expect(card.getByText('Card 2 of 2')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'eloquent' })).toBeVisible();
  await card.getByRole('button', { name: 'Show Answer' }).click();
  // Graded Again once, it now comes back sooner on Good than a new word's Easy.
  await expect(card.getByRole('button', { name: /^Good \d+ (min|h)$/ })).toBeVisible();
  await card.getByRole('button', { name: /^Good/ }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Review complete: 1 word reviewed.' })).toBeVisible();
  await expect(wordList(page)).toBeVisible();
  await expect(entry(page, 'eloquent')).toBeVisible();
});

test('a review card can ask the learner to say the word, and says what it heard', async ({ page }) => {
  await dictionaryWith(page, ['eloquent']);
  await page.getByRole('button', { name: 'Start Review' }).click();
  const card = reviewCard(page);
  await card.getByRole('button', { name: 'Play "eloquent"' }).click();
  await expect.poll(() => speech.spokenTexts(page)).toEqual(['eloquent']);

  await card.getByRole('button', { name: 'Say "eloquent"' }).click();
  await expect(card.getByRole('button', { name: 'Say "eloquent"' })).toHaveText('Listening...');
  await speech.say(page, 'elephant');
  await expect(card.getByRole('status')).toHaveText('Heard "elephant", not "eloquent". Play it and try again.');
  await expect.poll(() => speech.isListening(page)).toBe(false);

  await card.getByRole('button', { name: 'Say "eloquent"' }).click();
  await speech.say(page, 'Eloquent');
  await expect(card.getByRole('status')).toHaveText('Heard "Eloquent": well said!');
  // Saying it is practice: recall is still checked with Show Answer.
  await expect(card.getByRole('button', { name: 'Show Answer' })).toBeVisible();
  await saveScreenshot(page, 'dictionary-review-say-it-1280x800');
  await expectNoSeriousA11yViolations(page, 'Dictionary review Say it');
});

test('a deleted word can be brought back with Undo, as it was, also after a reload', async ({ page }) => {
  await dictionaryWith(page, ['serene', 'candid']);
  const asItWas = (await entry(page, 'serene').textContent()) ?? '';
  await entry(page, 'serene').getByRole('button', { name: 'Delete serene' }).click();
  await expect(entry(page, 'serene')).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: 'Deleted “serene”.' });
  await expect(notice).toBeVisible();
  await saveScreenshot(page, 'dictionary-deleted-undo-1280x800');
  await expectNoSeriousA11yViolations(page, 'Dictionary after a delete');

  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(entry(page, 'serene')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(entry(page, 'serene')).toBeVisible();
  await expect(entry(page, 'serene')).toHaveText(asItWas);
  // Back in its place: the older word stays below the newer one.
  await expect(page.getByRole('region', { name: 'Your words' }).getByRole('article')).toHaveText([/candid/, /serene/]);
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('play buttons, the review card with its intervals and Say it, and Undo fit the screen', async ({ page }) => {
    await dictionaryWith(page, ['eloquent', 'candid']);
    const play = entry(page, 'eloquent').getByRole('button', { name: 'Play "eloquent"' });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeInViewport({ ratio: 1 });
    await entry(page, 'candid').getByRole('button', { name: 'Delete candid' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deleted “candid”.' }).getByRole('button', { name: 'Undo' })).toBeVisible();
    await saveScreenshot(page, 'dictionary-undo-phone');
    await page.getByRole('button', { name: 'Start Review' }).click();
    const card = reviewCard(page);
    await card.getByRole('button', { name: 'Show Answer' }).click();
    const easy = card.getByRole('button', { name: /^Easy \d+ days$/ });
    await easy.scrollIntoViewIfNeeded();
    await expect(easy).toBeInViewport({ ratio: 1 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'dictionary-review-phone');
    await expectNoSeriousA11yViolations(page, 'Dictionary review on a phone');
  });
});
