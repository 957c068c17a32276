import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { DomainError } from '../common/errors/domain-error.js';
import { ConfigError, findRepoRoot } from './load-config.js';

/** Arguments an operator command cannot act on; its text says how to call it. */
export class UsageError extends Error {}

/**
 * Runs an operator command (`npm run admin`, `npm run remotes`) with the process's arguments,
 * after reading the `.env` of the working folder and of the repository, and prints what it
 * answers. A refusal the operator can fix (a UsageError, a domain error, a bad setting) is
 * printed as it is; anything else with its stack; either ends the process with 1.
 */
export function runOperatorCommand(run: (args: string[]) => Promise<string>): void {
  for (const file of [join(process.cwd(), '.env'), join(findRepoRoot(), '.env')]) {
    if (existsSync(file)) loadDotenv({ path: file });
  }
  run(process.argv.slice(2)).then(
    (output) => process.stdout.write(`${output}\n`),
    (error: unknown) => {
      const known = error instanceof UsageError || error instanceof DomainError || error instanceof ConfigError;
      process.stderr.write(`${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
