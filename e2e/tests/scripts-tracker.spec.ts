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
  await speech.say(page, 'Good morning, everyone. Thank you all for');
  await expect.poll(() => current(page)).toBe('coming. @7');
  // The stage cue reads as a direction, apart from the words to say.
  await expect(page.locator('[aria-label="Script"]').getByText('[pause]', { exact: true })).toHaveCSS('font-style', 'italic');
  await saveScreenshot(page, 'scripts-tracker-word-by-word');

  // Re-reading "thank you all for" keeps the reader on the first copy.
  await speech.interim(page, 'thank you all for');
  await expect.poll(() => current(page)).toBe('coming. @7');
  // The stage cue is never waited on; "twelve" is the script's "12".
  await speech.say(page, 'thank you all for coming today I will talk about our twelve');
  await expect.poll(() => current(page)).toBe('goals. @16');
  await speech.say(page, 'goals thank you all');
  await expect.poll(() => current(page)).toBe('for @20');
  await expect(page.locator('[aria-label="Script"] [aria-current]')).toHaveCount(1);
});

test('a skipped word, a misheard word and a restarted sentence: the highlight keeps up', async ({ page }) => {
  await startShadowing(page, 'The quick brown fox jumps over the lazy dog. Then the fox runs home to its den.');
  await speech.say(page, 'the quick fox');
  await expect.poll(() => current(page)).toBe('jumps @4');
  await speech.say(page, 'chumps over the');
  await expect.poll(() => current(page)).toBe('lazy @7');
  await speech.say(page, 'lazy dog then the fox');
  await expect.poll(() => current(page)).toBe('runs @12');
  // The reader starts the sentence again.
  await speech.say(page, 'then the fox');
  await expect.poll(() => current(page)).toBe('runs @12');
  await speech.say(page, 'runs home to its den');
  await expect(highlightedWord(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('dialog', { name: 'Session Analysis' })).toBeVisible({ timeout: 15_000 });
});
