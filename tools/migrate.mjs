#!/usr/bin/env node
// `npm run migrate [up|down|status]`: the built API's migration command (backend/src/migrate.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../backend/dist/migrate.js', import.meta.url));
if (!existsSync(cli)) {
  process.stderr.write(`No built API at ${cli}: run \`npm run build\` first.\n`);
  process.exit(1);
}
await import(cli);
