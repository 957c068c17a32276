// Stops the test run's PostgreSQL (and deletes its throw-away data folder).
export default async function globalTeardown() {
  await globalThis.__SPEAKWELL_TEST_PG__?.stop();
}
