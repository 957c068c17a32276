// The operations and fault suites: `npm run test:scale` runs them (jest.operations.config.cjs), `npm test` does not.
// Fuzzing from the contracts, a deploy's SIGTERM, the embedded PostgreSQL stopped and restarted, backup and restore
// while learners write, migrations for operators, and 5 MB bodies against the health check's latency.
module.exports = ['fuzz', 'graceful-stop', 'embedded-database', 'backup', 'migrate', 'large-bodies'];
