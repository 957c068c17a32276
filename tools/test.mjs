#!/usr/bin/env node
// `npm test`: format check, lint, type checks, unit and API tests (real PostgreSQL), then Playwright browser
// tests of the built app in Debian's Chromium. Prints one closing line "N passed, N failed".
import { countTests } from './count-tests.mjs';
import { runStep } from './run-step.mjs';

const nx = ['nx', 'run-many', '--outputStyle=stream', '--parallel=2'];
const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const steps = [
  ['format check (npm run format fixes it)', 'npm', ['run', 'format:check']],
  ['lint', 'node', ['tools/lint.mjs']],
  ['type checks', 'npx', [...nx, '-t', 'typecheck']],
  ['unit and API tests', 'npx', [...nx, '-t', 'test']],
  ['build', 'npx', [...nx, '-t', 'build']],
  ['browser tests', 'npm', ['run', 'e2e', '-w', '@speakwell/e2e']],
];

let passed = 0;
let failed = 0;
let broken = false;
for (const [title, command, args] of steps) {
  const result = await runStep(title, command, args, { env });
  const counted = countTests(result.output);
  passed += counted.passed;
  failed += counted.failed;
  if (result.code !== 0) {
    broken = true;
    if (counted.failed === 0) failed += 1; // a step that failed without failing tests (lint, types, build)
    console.error(`\n${title} failed; stopping.`);
    break;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
