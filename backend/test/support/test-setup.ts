import { FakeOpenAiServer } from '@speakwell/test-support/fake-openai-server';
import type { AppConfigValues } from '../../src/config/app-config.js';
import { registerAdmin, registerUser, type TestUser } from './factories.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** A fresh database, the app and argon2 sign-ups take a while on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

export interface TestSetup<Name extends string> {
  /**
   * AppConfig overrides, as createTestApp takes them; a function is called when the app starts
   * (after earlier beforeAll hooks, e.g. a fake provider's or a Redis start). With `databaseUrl`,
   * the app runs on that database (one the test started) instead of a fresh one.
   */
  config?: Partial<AppConfigValues> | (() => Partial<AppConfigValues>);
  /** Listen on a free port of 127.0.0.1, for clients other than supertest (fetch, raw sockets): then `t.baseUrl`. */
  listen?: boolean;
  options?: TestAppOptions;
  /** Signed-in admins, made first, in this order. */
  admins?: readonly Name[];
  /** Signed-in users, made next, in this order. */
  users?: readonly Name[];
}

/**
 * The usual start of an API test file (or describe block): the app on a fresh database and the
 * signed-in people it needs, made before its tests run and closed after them.
 *
 *   const { t, alice, bob } = setupTestApp({ users: ['alice', 'bob'] });
 *   const { t, admin, user } = setupTestApp({ admins: ['admin'], users: ['user'] });
 *
 * The returned objects are filled in by `beforeAll`: use them inside hooks and tests. Every API
 * test file starts its app this way; a test that needs a second app on the same database (a
 * replica, another configuration) makes it with `createTestApp` or `createApp(t.config)` and closes it itself.
 */
export function setupTestApp<const Name extends string = never>(setup: TestSetup<Name> = {}): { t: TestApp & { baseUrl: string } } & Record<Name, TestUser> {
  const t = {} as TestApp & { baseUrl: string };
  const admins = setup.admins ?? [];
  const users = setup.users ?? [];
  const people = Object.fromEntries([...admins, ...users].map((name) => [name, {} as TestUser])) as Record<Name, TestUser>;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(typeof setup.config === 'function' ? setup.config() : setup.config, setup.options));
    if (setup.listen) {
      await t.app.listen(0, '127.0.0.1');
      t.baseUrl = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    }
    for (const name of admins) Object.assign(people[name], await registerAdmin(t.http));
    for (const name of users) Object.assign(people[name], await registerUser(t.http));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());
  return { t, ...people };
}

/**
 * setupTestApp whose AI is the OpenAI adapter on a FakeOpenAiServer of its own, started before
 * the app and stopped after it; `ai` changes the adapter's settings (a deadline, a transcription
 * model), `config` the rest:
 *
 *   const { t, provider, user } = setupTestAppOnFakeProvider({ ai: { timeoutMs: 5_000 }, users: ['user'] });
 *   provider.reply(chatCompletion({ question: '...' }));
 */
export function setupTestAppOnFakeProvider<const Name extends string = never>({
  ai,
  config,
  ...setup
}: Omit<TestSetup<Name>, 'config'> & { config?: Partial<AppConfigValues>; ai?: Partial<AppConfigValues['ai']> } = {}) {
  const provider = new FakeOpenAiServer();
  beforeAll(() => provider.start());
  const started = setupTestApp({
    ...setup,
    config: () => ({ ...config, ai: { provider: 'openai', apiKey: 'test-key', baseUrl: provider.baseUrl, model: 'fake-model', timeoutMs: 20_000, ...ai } }),
  });
  afterAll(() => provider.stop());
  return { ...started, provider };
}
