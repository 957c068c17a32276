import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/**
 * The slow browser tests of the replica setup and of operator commands (`npm run test:scale` runs
 * them; `npm test` does not): each starts its own API (replicas on one PostgreSQL, or one API an
 * operator command changes), so no global API is started, and they run one at a time.
 */
export default defineConfig({
  ...base,
  testDir: './scale',
  globalSetup: undefined,
  workers: 1,
  use: { ...base.use, baseURL: undefined },
});
