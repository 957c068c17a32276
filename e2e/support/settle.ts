import type { Page } from '@playwright/test';

/**
 * Waits until the page has painted a frame and run its queued tasks: a request that a click
 * just made would have been reported by then (browser events arrive in order). For asserting
 * that something did NOT happen, instead of sleeping a guessed time.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
