#!/usr/bin/env node
// `npm run migrate [up|down|status]`: the built API's migration command (backend/src/migrate.ts).
import { runBuiltCli } from './built-cli.mjs';

await runBuiltCli('migrate.js');
