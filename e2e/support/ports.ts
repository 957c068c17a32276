/**
 * Every server this suite starts gets a port the operating system picks at that moment, never
 * a fixed one: another suite, an earlier test's server that is still shutting down, or anything
 * else on the machine may hold any given port. The main API's URL is chosen by the global setup
 * and reaches the workers through the environment.
 */
export const MAIN_API_URL_VARIABLE = 'E2E_MAIN_API_URL';

export function mainApiUrl(): string | undefined {
  return process.env[MAIN_API_URL_VARIABLE];
}

/** The suite's admin: every API this suite starts has this account, made admin by `npm run admin -- grant`. */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'correct-horse-42';
