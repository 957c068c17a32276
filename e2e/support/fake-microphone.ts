import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_PATH, FAKE_MICROPHONE_FLAGS } from '@speakwell/test-support/chromium';

/**
 * Chromium with a fake microphone (a tone), allowed without a prompt, so MediaRecorder records
 * it: `test.use({ launchOptions: FAKE_MICROPHONE })`.
 */
export const FAKE_MICROPHONE: LaunchOptions = { executablePath: CHROMIUM_PATH, args: FAKE_MICROPHONE_FLAGS };
