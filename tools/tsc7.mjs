#!/usr/bin/env node
// TypeScript 7 (the native compiler) lives under the alias `ts7`, because typescript-eslint
// still needs TypeScript 6's JS API under the plain name `typescript`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('ts7/package.json')), 'bin', 'tsc');
const r = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
