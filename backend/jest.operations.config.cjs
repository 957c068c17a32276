// The operations and fault suites (test/operations-suites.cjs), run by `npm run test:scale`, not by `npm test`.
// Between them they take about 170 s of a worker's time, and large-bodies times real latency, which other jest
// workers on the same two cores disturb; so they run one file at a time.
const base = require('./jest.config.cjs');
const OPERATIONS_SUITES = require('./test/operations-suites.cjs');

module.exports = {
  ...base,
  displayName: 'backend operations',
  testMatch: OPERATIONS_SUITES.map((name) => `<rootDir>/test/${name}.e2e-spec.ts`),
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
};
