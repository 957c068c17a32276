#!/usr/bin/env node
// `npm run admin -- <command>`: runs the built command-line tool of the admin domain
// (backend/src/admin/admin-cli.ts), building the backend first if it has not been built.
import { runBuiltCliBuildingFirst } from './built-cli.mjs';

runBuiltCliBuildingFirst('admin/admin-cli.js');
