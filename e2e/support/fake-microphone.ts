import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium with a fake microphone (a tone), allowed without a prompt, so MediaRecorder records
 * it: `test.use({ launchOptions: FAKE_MICROPHONE })`.
 */
export const FAKE_MICROPHONE: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};
