import { test as base } from '@playwright/test';
import type { ApiServer } from './api-server.js';

/**
 * `test` for a file that needs an API of its own (other configuration than the suite's main
 * one): `start` runs once per worker, before the file's first test (its ports are picked then),
 * and pages and requests of the file's tests go to it. The server is stopped with the worker.
 */
export function testOnOwnApi(start: () => Promise<ApiServer>) {
  return base.extend<object, { ownApiServer: ApiServer }>({
    ownApiServer: [
      async ({}, use) => {
        const server = await start();
        try {
          await use(server);
        } finally {
          await server.stop();
        }
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownApiServer }, use) => use(ownApiServer.url),
  });
}
