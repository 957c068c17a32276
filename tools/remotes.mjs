#!/usr/bin/env node
// `npm run remotes -- <command>`: runs the built command-line tool of the releases domain
// (backend/src/releases/remotes-cli.ts), building the backend first if it has not been built.
import { runBuiltCliBuildingFirst } from './built-cli.mjs';

runBuiltCliBuildingFirst('releases/remotes-cli.js');
