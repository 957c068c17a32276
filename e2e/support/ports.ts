/**
 * Ports of this suite (3200-3299 for HTTP, 54340-54349 for the embedded PostgreSQL by default).
 * E2E_PORT_OFFSET shifts them all, so two suites can run side by side on one machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const MAIN_API_PORT = 3220 + offset;
export const MAIN_PG_PORT = 54343 + offset;
export const DEPLOY_API_PORT = 3240 + offset;
export const DEPLOY_PG_PORT = 54344 + offset;
/** Second origins that serve one remote each, for the deployment tests. */
export const DOWNABLE_REMOTE_PORT = 3241 + offset;
export const REDEPLOYED_REMOTE_PORT = 3242 + offset;

export const MAIN_API_URL = `http://127.0.0.1:${MAIN_API_PORT}`;
/** Accounts with this email are admins (ADMIN_EMAILS of every API this suite starts). */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
/** An API with Google sign-in configured, and the local key set it verifies ID tokens with. */
export const GOOGLE_API_PORT = 3243 + offset;
export const GOOGLE_PG_PORT = 54345 + offset;
export const GOOGLE_JWKS_PORT = 3244 + offset;
