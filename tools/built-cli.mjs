// Runs one command-line entry of the built API (backend/dist).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} distPath the entry under backend/dist, e.g. 'migrate.js' */
const builtEntry = (distPath) => fileURLToPath(new URL(`../backend/dist/${distPath}`, import.meta.url));

/** In this process; stops with a hint when the API has not been built. */
export async function runBuiltCli(distPath) {
  const cli = builtEntry(distPath);
  if (!existsSync(cli)) {
    process.stderr.write(`No built API at ${cli}: run \`npm run build\` first.\n`);
    process.exit(1);
  }
  await import(cli);
}

/** In a child process with this process's arguments, building the backend first if it has not been built; exits with its status. */
export function runBuiltCliBuildingFirst(distPath) {
  const cli = builtEntry(distPath);
  if (!existsSync(cli)) {
    const build = spawnSync('npx', ['nx', 'run', '@speakwell/backend:build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: process.cwd(), stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
