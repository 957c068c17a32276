#!/usr/bin/env node
// `npm run lint`: ESLint over every workspace project, in two processes (one per core) instead of one per project.
// Each project's own `lint` script says what it lints ("eslint src test", "eslint ."); this runs the same paths
// from the repository root with the same root config. One process per project paid for loading the config, the Nx
// project graph and TypeScript's project service twenty times: on two cores `nx run-many -t lint` took 118 s,
// the two processes 62 s (2026-12-01). A single process needs 5.4 GB of heap, so the projects are split in two:
// the API and the Node tools in one, the browser code in the other. `nx run <project>:lint` still lints one project.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** Every workspace folder (the root package.json's list, with "libs/*" spread out). */
function workspaceFolders() {
  return readJson('package.json').workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && existsSync(join(root, pattern.slice(0, -2), entry.name, 'package.json')))
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
}

/** The paths a project's `lint` script names, from the repository root. */
function lintedPaths(folder) {
  const script = readJson(join(folder, 'package.json')).scripts?.lint;
  if (script === undefined) return [];
  const [command, ...paths] = script.trim().split(/\s+/);
  if (command !== 'eslint' || paths.some((p) => p.startsWith('-'))) throw new Error(`${folder}: lint script "${script}" is not "eslint <paths>"`);
  return paths.map((p) => (p === '.' ? folder : `${folder}/${p}`));
}

/** Browser code (the shell, the remotes, the libraries they use) in one process; the API, tools, bench and e2e in the other. */
const isBrowserSide = (folder) => folder === 'shell' || folder.startsWith('mfe-') || (folder.startsWith('libs/') && folder !== 'libs/test-support');

/** @type {string[][]} */
const groups = [[], []];
for (const folder of workspaceFolders()) groups[isBrowserSide(folder) ? 1 : 0].push(...lintedPaths(folder));

const run = (paths) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/eslint/bin/eslint.js'), ...paths], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=6144`.trim() },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });

const codes = await Promise.all(groups.filter((paths) => paths.length > 0).map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
