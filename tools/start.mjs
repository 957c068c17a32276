#!/usr/bin/env node
// `npm start`: builds what is stale (Nx cache), then runs the API, which serves the shell and
// the six remotes on one origin (embedded PostgreSQL and the offline AI unless configured).
import { spawn } from 'node:child_process';
import { runStep } from './run-step.mjs';

const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const build = await runStep('build (only what changed)', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream', '--parallel=2'], { env });
if (build.code !== 0) process.exit(build.code);

const api = spawn(process.execPath, ['--enable-source-maps', 'backend/dist/main.js'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
