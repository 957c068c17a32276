import type { Page } from '@playwright/test';

/**
 * Holds the browser's requests to `url` (only those of `method`, when given) until the returned
 * `release` is called, so a test can see the state a screen is in while they are on their way.
 */
export async function holdRequests(page: Page, url: string, method?: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await held;
    await route.continue();
  });
  return release;
}
