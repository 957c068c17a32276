import { expect, type Locator } from '@playwright/test';

// A measured pace in plain words, or none when the words came faster than anyone speaks.
const PACE_LINE =
  /^(\d+ words\/min: (slow, try a little faster|a little slow|a good pace|a little fast|fast, try to slow down)|Pace not measured: too short to time)$/;

/**
 * The lines of a 'Delivery' region (drill feedback, session review, shadowing analysis): a pace
 * in plain words (its figure, and whether the fake recognizer's burst of words is slow enough to
 * be one, depend on the test's speed), the fillers and hedges as given, a
 * longest pause, and the length with its word count.
 */
export async function expectDeliveryLines(region: Locator, { fillers, hedges, words }: { fillers: string; hedges: string; words: number }): Promise<void> {
  await expect(region.getByText(PACE_LINE)).toBeVisible();
  await expect(region.getByText(fillers, { exact: true })).toBeVisible();
  await expect(region.getByText(hedges, { exact: true })).toBeVisible();
  await expect(region.getByText(/^Longest pause: [\d.]+ s$/)).toBeVisible();
  await expect(region.getByText(new RegExp(`^Answer length: [\\d.]+ s \\(${words} words\\)$`))).toBeVisible();
}
