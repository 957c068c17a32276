#!/usr/bin/env node
// `npm run backup -- --out FILE` / `npm run restore -- FILE`: the built API's backup command
// (backend/src/backup/backup-cli.ts); the first argument says which.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../backend/dist/backup/backup-cli.js', import.meta.url));
if (!existsSync(cli)) {
  process.stderr.write(`No built API at ${cli}: run \`npm run build\` first.\n`);
  process.exit(1);
}
await import(cli);
