// Unit specs beside the code (src/**/*.spec.ts) and API tests over HTTP against a real
// PostgreSQL (test/**/*.e2e-spec.ts): global-setup.mjs starts one embedded server per run
// (or uses DATABASE_URL), and each test file gets its own fresh database via createTestApp().
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'backend',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // Starting an app on a fresh database (and hashing passwords) took over 30 s at load average 30-40.
  testTimeout: 60_000,
  maxWorkers: 2,
};
