// Unit specs beside the code (src/**/*.spec.ts) and API tests over HTTP against a real
// PostgreSQL (test/**/*.e2e-spec.ts): global-setup.mjs starts one embedded server per run
// (or uses DATABASE_URL), and each test file gets its own fresh database via createTestApp().
const preset = require('../jest.preset.cjs');

const OPERATIONS_SUITES = require('./test/operations-suites.cjs');

module.exports = {
  ...preset,
  displayName: 'backend',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  // The operations and fault suites run in `npm run test:scale` (jest.operations.config.cjs), one file at a time.
  testPathIgnorePatterns: ['/node_modules/', ...OPERATIONS_SUITES.map((name) => `/test/${name}\\.e2e-spec\\.ts$`)],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // Starting an app on a fresh database (and hashing passwords) took over 30 s at load average 30-40.
  testTimeout: 60_000,
  maxWorkers: 2,
};
