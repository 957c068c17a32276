// Runs one command-line entry of the built API (backend/dist) in this process.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @param {string} distPath the entry under backend/dist, e.g. 'migrate.js' */
export async function runBuiltCli(distPath) {
  const cli = fileURLToPath(new URL(`../backend/dist/${distPath}`, import.meta.url));
  if (!existsSync(cli)) {
    process.stderr.write(`No built API at ${cli}: run \`npm run build\` first.\n`);
    process.exit(1);
  }
  await import(cli);
}
