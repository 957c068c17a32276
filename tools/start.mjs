#!/usr/bin/env node
// `npm start`: builds what is stale (Nx cache), then runs the API, which serves the shell and
// the six remotes on one origin (embedded PostgreSQL and the offline AI unless configured).
// The API runs inside this process (as in `npm run serve`), not as a child: a SIGTERM sent to
// npm or to this process alone reaches it, and nothing is left running behind.
import { runStep } from './run-step.mjs';

const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const build = await runStep('build (only what changed)', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream', '--parallel=2'], { env });
if (build.code !== 0) process.exit(build.code);

process.setSourceMapsEnabled?.(true);
// Built by the step above, so not there for the type check: a variable keeps it unresolved.
const main = '../backend/dist/main.js';
await import(main);
