import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@speakwell/test-support/chromium';
import { mainApiUrl } from './support/ports.js';

/** Debian's Chromium, never a downloaded browser; flags for a container without a GPU or sandbox. */
const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Two on two cores. Three took 6.3-6.4 min on a faster machine with no failure, but on a slower one
  // (2026-11-29, AMD EPYC) three drove the load average to 9-16 and three tests that time real seconds (the
  // live pace, the recording timer, the bars growing in) failed across two fresh-clone runs of 19 min.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Generous: a timeout only ends a wait that has already failed; a busy machine is slower, not wrong.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    // Set by the global setup (the API's port is picked when it starts); workers start after it.
    baseURL: mainApiUrl(),
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
  },
});
