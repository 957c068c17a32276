import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './repo.js';

const ARTIFACTS = join(REPO_ROOT, 'e2e', 'artifacts');

/** Saves a full-page screenshot to e2e/artifacts/<name>.png (gitignored) for a human to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}
