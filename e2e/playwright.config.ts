import { defineConfig } from '@playwright/test';
import { MAIN_API_URL } from './support/ports.js';

/** Debian's Chromium, never a downloaded browser; flags for a container without a GPU or sandbox. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: MAIN_API_URL,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
  },
});
