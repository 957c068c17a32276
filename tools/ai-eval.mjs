#!/usr/bin/env node
// `npm run ai:eval -- --file <path.json> [--json]`: builds the API if stale (Nx cache; its output
// goes to stderr so --json prints only the JSON object), then runs backend/src/ai/eval/main.ts.
// `npm run ai:train` runs backend/src/ai/eval/train-word-order.ts, then train-whole-reading.ts (whose features include
// the coherence verdict the word-order model gives), the same way. `npm run ai:train -- --folds 10 --out F` writes the
// whole reading's out-of-fold readings; `npm run ai:train -- --word-order --folds 5 --out F` the word order's.
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
const node = (entry, args) =>
  spawnSync(process.execPath, [join(root, 'backend/dist/ai/eval', entry), ...args], { cwd: process.cwd(), stdio: 'inherit' }).status ?? 1;
if (process.argv[2] !== '--train') process.exit(node('main.js', process.argv.slice(2)));
const args = process.argv.slice(3);
if (args.includes('--word-order'))
  process.exit(
    node(
      'train-word-order.js',
      args.filter((arg) => arg !== '--word-order'),
    ),
  );
if (args.includes('--folds')) process.exit(node('train-whole-reading.js', args));
const wordOrder = node('train-word-order.js', []);
process.exit(wordOrder !== 0 ? wordOrder : node('train-whole-reading.js', []));
