import { startApiServer } from './api-server.js';
import type { FakeAiProvider } from './fake-ai-provider.js';
import { testOnOwnApi } from './own-api.js';

/** Chromium's fake microphone (a tone), allowed without a prompt: MediaRecorder records it. */
const FAKE_MICROPHONE_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

/**
 * `test` for a file on an API of its own whose AI is `provider` (the OpenAI-compatible
 * adapter, so POST /api/transcribe works); with `microphone`, Chromium has a fake microphone.
 * The provider stops with the API.
 */
export function testOnFakeProvider(provider: FakeAiProvider, { microphone = false }: { microphone?: boolean } = {}) {
  const test = testOnOwnApi(async () => {
    const baseUrl = await provider.start();
    const api = await startApiServer({ env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: 'fake-model' } });
    return {
      ...api,
      stop: async () => {
        await api.stop();
        await provider.stop();
      },
    };
  });
  if (microphone) test.use({ launchOptions: FAKE_MICROPHONE_LAUNCH });
  return test;
}
