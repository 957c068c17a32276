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
  // Three on two cores: a browser test mostly waits (on the API, on rendering). The suite took 6.3-6.4 min
  // in two full runs at three, with no failure; 8.7 min at two, then with the remote-deploy tests that have
  // since moved to e2e/scale (about 1 min of it).
  workers: 3,
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
