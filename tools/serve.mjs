#!/usr/bin/env node
// `npm run serve`: the built app as it is, for production. No build, no dev toolchain, no
// child process: the API runs inside this very process, so a signal sent to it (by systemd,
// `docker stop`, Ctrl-C, or npm forwarding its own) reaches the API, which closes its
// connections and stops the embedded PostgreSQL before exiting.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../backend/dist/main.js', import.meta.url));
if (!existsSync(main)) {
  process.stderr.write(`No built API at ${main}: run \`npm run build\` first (npm start builds and runs in one step).\n`);
  process.exit(1);
}
process.setSourceMapsEnabled?.(true);
await import(main);
