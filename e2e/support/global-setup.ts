import { startApiServer } from './api-server.js';
import { MAIN_API_URL_VARIABLE } from './ports.js';

/**
 * Starts the real API (serving the built web app) once for the suite on a port the OS picks;
 * the workers, started after this, read its URL from the environment. Returns its teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const api = await startApiServer();
  process.env[MAIN_API_URL_VARIABLE] = api.url;
  return api.stop;
}
