#!/usr/bin/env node
// `npm run ai:eval -- --file <path.json> [--json]`: builds the API if stale (Nx cache; its output
// goes to stderr so --json prints only the JSON object), then runs backend/src/ai/eval/main.ts.
// `npm run ai:train [-- --folds 10 --out F]` runs backend/src/ai/eval/train-whole-reading.ts the same way.
// Use `npm run -s ai:eval ...` when piping --json: npm itself prints a banner to stdout otherwise.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npx', ['nx', 'run', '@speakwell/backend:build'], {
  cwd: root,
  stdio: ['ignore', process.stderr, process.stderr],
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
});
if (build.status !== 0) {
  process.stderr.write('ai:eval: building the API failed (see above).\n');
  process.exit(build.status ?? 1);
}
const training = process.argv[2] === '--train';
const entry = training ? 'backend/dist/ai/eval/train-whole-reading.js' : 'backend/dist/ai/eval/main.js';
const run = spawnSync(process.execPath, [join(root, entry), ...process.argv.slice(training ? 3 : 2)], { cwd: process.cwd(), stdio: 'inherit' });
process.exit(run.status ?? 1);
