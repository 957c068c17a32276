/** Debian's Chromium, never a downloaded browser (CHROMIUM_PATH names another). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a container without a GPU or a sandbox, and nothing Chromium would fetch on its own while a run is timed. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fake microphone (a tone), allowed without a prompt, so MediaRecorder records it. */
export const FAKE_MICROPHONE_FLAGS = [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
