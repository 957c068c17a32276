#!/usr/bin/env node
// `npm run backup -- --out FILE` / `npm run restore -- FILE`: the built API's backup command
// (backend/src/backup/backup-cli.ts); the first argument says which.
import { runBuiltCli } from './built-cli.mjs';

await runBuiltCli('backup/backup-cli.js');
