/** Ports of this suite (3200-3299 for HTTP, 54340-54349 for the embedded PostgreSQL). */
export const MAIN_API_PORT = 3220;
export const MAIN_PG_PORT = 54343;
export const DEPLOY_API_PORT = 3240;
export const DEPLOY_PG_PORT = 54344;
/** Second origins that serve one remote each, for the deployment tests. */
export const DOWNABLE_REMOTE_PORT = 3241;
export const REDEPLOYED_REMOTE_PORT = 3242;

export const MAIN_API_URL = `http://127.0.0.1:${MAIN_API_PORT}`;
/** Accounts with this email are admins (ADMIN_EMAILS of every API this suite starts). */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
