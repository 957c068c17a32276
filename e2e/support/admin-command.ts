import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './repo.js';

const ADMIN_CLI = join(REPO_ROOT, 'backend', 'dist', 'admin', 'admin-cli.js');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run admin -- <args>` as an operator runs it on the server (the built command, which is
 * what tools/admin.mjs starts), with the environment of the API it works on (DATA_DIR, or
 * DATABASE_URL).
 */
export function adminCommand(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ADMIN_CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
