import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { pino, type DestinationStream, type Logger } from 'pino';
import { LOG_REDACTION } from '../common/log-redaction.js';
import { StartRefusedError } from '../database/start-refused.error.js';
import type { AppConfig } from './app-config.js';
import { ConfigError, findRepoRoot, loadConfig } from './load-config.js';

/**
 * What the API (main.ts) and `npm run migrate` (migrate.ts) both do before and after their
 * work: read .env (the working folder's, then the repository's), validate the configuration,
 * log, and exit with a readable message when they cannot go on.
 */

/** The configuration from the environment and .env files; a wrong value is printed (no stack) and the process ends with 1. */
export function loadBootConfig(): AppConfig {
  for (const file of [join(process.cwd(), '.env'), join(findRepoRoot(), '.env')]) {
    if (existsSync(file)) loadDotenv({ path: file });
  }
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return process.exit(1);
  }
}

/** The log for the moments before and after the app: pino at LOG_LEVEL with the app's redaction, the same JSON lines as the request logs. */
export function createBootLogger(config: Pick<AppConfig, 'logLevel'>, destination: DestinationStream = pino.destination(1)): Logger {
  return pino({ level: config.logLevel, redact: LOG_REDACTION }, destination);
}

/** Ends the process with 1: a refusal the operator can fix is printed as is, anything else with its stack after `what`. */
export function exitOnFailure(what: string): (error: unknown) => never {
  return (error) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(error instanceof StartRefusedError ? `${error.message}\n` : `${what}: ${detail}\n`);
    return process.exit(1);
  };
}
