import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { installFakeSpeech, speech } from '../support/fake-speech.js';
import { saveScreenshot } from '../support/screenshots.js';
import { openShadowing, shadowRun } from './scripts-support.js';

const PITCH = 'We grew 40% in 3 years. I am sure of it. Our three teams shipped every week. Then we hired ten more people.';
// The reader skips the second sentence, is heard saying "tree" for "three", and stops before the last sentence.
const READING = 'we grew forty percent in three years our tree teams shipped every week';

async function readPitch(page: Page) {
  await installFakeSpeech(page);
  await openShadowing(page, { title: 'Pitch', content: PITCH });
  return shadowRun(page, READING);
}

test('after a run: words heard differently to practise (play, say again), numbers never missed, a skipped sentence, and what was left unread', async ({
  page,
}) => {
  const overlay = await readPitch(page);

  // "40%" read as "forty percent" and "3" as "three" are matches, not misses or additions.
  await expect(overlay.getByRole('region', { name: 'Missed Words' }).getByRole('listitem')).toHaveText(['three']);
  await expect(overlay.getByRole('region', { name: 'Added Words' }).getByRole('listitem')).toHaveText(['tree']);
  // The skipped sentence is named, not listed as missing "i", "am", "sure", "of", "it".
  await expect(overlay.getByRole('region', { name: 'Skipped Sentences' }).getByRole('listitem')).toHaveText(['I am sure of it.']);
  // Rated on what was read: 11 of the 17 words up to where the reading stopped.
  await expect(overlay.getByText('You stopped early: 6 words of 23 (26%) left unread. The rating is on what you read.')).toBeVisible();
  await expect(overlay.getByRole('group', { name: 'Accuracy' })).toHaveText('Accuracy65%');

  const practice = overlay.getByRole('region', { name: 'Practise Saying' });
  const three = practice.getByRole('listitem', { name: 'three' });
  await expect(three).toContainText('heard as “tree”');
  await saveScreenshot(page, 'scripts-pronunciation-1280x800');
  await expectNoSeriousA11yViolations(page, 'Session Analysis with Practise Saying');

  await three.getByRole('button', { name: 'Play "three"' }).click();
  await expect.poll(async () => (await speech.spokenTexts(page)).at(-1)).toBe('three');

  await three.getByRole('button', { name: 'Say "three"' }).click();
  await speech.say(page, 'tree');
  await expect(three.getByRole('status')).toHaveText('Heard "tree", not "three". Play it and try again.');
  await three.getByRole('button', { name: 'Say "three"' }).click();
  await speech.say(page, '3');
  await expect(three.getByRole('status')).toHaveText('Heard "3": well said!');
});

test('a read-aloud run ends when the voice ends, and is analysed', async ({ page }) => {
  await installFakeSpeech(page);
  const content = 'The quick brown fox jumps over the lazy dog.';
  await openShadowing(page, { title: 'Fox', content, settings: { isVoiceControl: false } });
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.waitForSpeaking(page);
  await speech.say(page, 'the quick brown fox jumps over the lazy dog');
  await speech.finishUtterance(page);
  const overlay = page.getByRole('dialog', { name: 'Session Analysis' });
  await expect(overlay).toBeVisible({ timeout: 15_000 });
  await expect(overlay.getByRole('group', { name: 'Accuracy' })).toHaveText('Accuracy100%');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect.poll(() => speech.isListening(page)).toBe(false);
});

test('a paused read-aloud run does not end when its voice is stopped', async ({ page }) => {
  await installFakeSpeech(page);
  await openShadowing(page, { title: 'Fox', content: 'The quick brown fox jumps over the lazy dog.', settings: { isVoiceControl: false } });
  await page.getByRole('button', { name: 'Start' }).click();
  await speech.waitForSpeaking(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect.poll(() => speech.isSpeaking(page)).toBe(false);
  await expect(page.getByRole('dialog', { name: 'Session Analysis' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the practice list fits and its buttons are in reach', async ({ page }) => {
    const overlay = await readPitch(page);
    const three = overlay.getByRole('region', { name: 'Practise Saying' }).getByRole('listitem', { name: 'three' });
    await three.scrollIntoViewIfNeeded();
    await expect(three.getByRole('button', { name: 'Say "three"' })).toBeInViewport();
    await expect(overlay.getByRole('button', { name: 'Practice Again' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'scripts-pronunciation-phone');
    await expectNoSeriousA11yViolations(page, 'Session Analysis on a phone');
  });
});
