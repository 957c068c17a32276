#!/usr/bin/env node
// `npm run admin -- <command>`: runs the built command-line tool of the admin domain
// (backend/src/admin/admin-cli.ts), building the backend first if it has not been built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'backend', 'dist', 'admin', 'admin-cli.js');
if (!existsSync(cli)) {
  const build = spawnSync('npx', ['nx', 'run', '@speakwell/backend:build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: process.cwd(), stdio: 'inherit' });
process.exit(result.status ?? 1);
