import { expect, test, type Page } from '@playwright/test';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { highlightedWord, openShadowing } from './scripts-support.js';

// The script: "thank you all for" comes twice.
const WELCOME = 'Good morning everyone, thank you all for coming. [pause] Today I will talk about our 12 goals. Thank you all for listening.';

async function startShadowing(page: Page, content: string) {
  await installFakeSpeech(page);
  await openShadowing(page, { title: 'Welcome', content });
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.waitForListening(page);
}

/** Which shown word carries aria-current="true": its text and its position among the script's words. */
async function current(page: Page) {
  const words = page.locator('[aria-label="Script"] > span > span');
  return words.evaluateAll((spans) => {
    const index = spans.findIndex((span) => span.getAttribute('aria-current') === 'true');
    return index < 0 ? null : `${spans[index].textContent} @${index}`;
  });
}

/** Says `said` (a final result) and waits for the highlight to stand on `at` ("word @position"). */
async function sayThenExpectAt(page: Page, said: string, at: string) {
  await speech.say(page, said);
  await expect.poll(() => current(page)).toBe(at);
}

test('the highlight follows the reader word by word, interim results included, and a re-read phrase never throws it to the next copy', async ({ page }) => {
  await startShadowing(page, WELCOME);
  await expect(highlightedWord(page)).toHaveText('Good');
  const steps: [string, string][] = [
    ['good', 'morning @1'],
    ['good morning', 'everyone, @2'],
    ['good morning everyone', 'thank @3'],
    ['good morning everyone thank', 'you @4'],
    ['good morning everyone thank you', 'all @5'],
    ['good morning everyone thank you all', 'for @6'],
  ];
  for (const [interim, expected] of steps) {
    await speech.interim(page, interim);
    await expect.poll(() => current(page)).toBe(expected);
  }
  // The interim result becomes final: the highlight stays on word 7, not word 24.
  await sayThenExpectAt(page, 'Good morning, everyone. Thank you all for', 'coming. @7');
  // The stage cue reads as a direction, apart from the words to say.
  await expect(page.locator('[aria-label="Script"]').getByText('[pause]', { exact: true })).toHaveCSS('font-style', 'italic');
  await saveScreenshot(page, 'scripts-tracker-word-by-word');

  // Re-reading "thank you all for" keeps the reader on the first copy.
  await speech.interim(page, 'thank you all for');
  await expect.poll(() => current(page)).toBe('coming. @7');
  // The stage cue is never waited on; "twelve" is the script's "12".
  await sayThenExpectAt(page, 'thank you all for coming today I will talk about our twelve', 'goals. @16');
  await sayThenExpectAt(page, 'goals thank you all', 'for @20');
  await expect(page.locator('[aria-label="Script"] [aria-current]')).toHaveCount(1);
});

test('a skipped word, a misheard word and a restarted sentence: the highlight keeps up', async ({ page }) => {
  await startShadowing(page, 'The quick brown fox jumps over the lazy dog. Then the fox runs home to its den.');
  await sayThenExpectAt(page, 'the quick fox', 'jumps @4');
  await sayThenExpectAt(page, 'chumps over the', 'lazy @7');
  await sayThenExpectAt(page, 'lazy dog then the fox', 'runs @12');
  // The reader starts the sentence again.
  await sayThenExpectAt(page, 'then the fox', 'runs @12');
  await speech.say(page, 'runs home to its den');
  await expect(highlightedWord(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('dialog', { name: 'Session Analysis' })).toBeVisible({ timeout: 15_000 });
});
