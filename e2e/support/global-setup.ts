import { startApiServer } from './api-server.js';
import { MAIN_API_PORT, MAIN_PG_PORT } from './ports.js';

/** Starts the real API (serving the built web app) once for the suite; returns its teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const api = await startApiServer({ port: MAIN_API_PORT, pgPort: MAIN_PG_PORT });
  return api.stop;
}
