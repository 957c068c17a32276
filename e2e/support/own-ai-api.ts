import { startApiServer } from './api-server.js';
import type { FakeAiProvider } from './fake-ai-provider.js';
import { FAKE_MICROPHONE } from './fake-microphone.js';
import { testOnOwnApi } from './own-api.js';

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
  if (microphone) test.use({ launchOptions: FAKE_MICROPHONE });
  return test;
}
