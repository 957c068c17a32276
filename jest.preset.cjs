// One jest setup for every project: SWC transforms TypeScript (TypeScript 7 has no JS API for ts-jest).
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
};

/**
 * Every workspace library resolves to its TypeScript sources in tests, whatever was built before:
 * some libraries' `node` condition points at `dist/`, which exists only after their build, and Nx
 * does not order a project's tests after its dependencies' builds. Read from each library's own
 * `exports` (the `default` entry, or the plain path), so a new export needs no change here.
 */
function workspaceSources() {
  const libs = join(__dirname, 'libs');
  const mapper = {};
  for (const folder of readdirSync(libs)) {
    const manifest = join(libs, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const [subpath, target] of Object.entries(exports ?? {})) {
      const source = typeof target === 'string' ? target : target.default;
      if (!source || !/\.tsx?$/.test(source)) continue;
      const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
      mapper[`^${specifier.replace(/[/.]/g, '\\$&')}$`] = join(libs, folder, source);
    }
  }
  return mapper;
}

module.exports = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper: { ...workspaceSources(), '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFiles: [join(__dirname, 'jest.jsdom-globals.cjs')],
  // A timeout only ends a wait that has already failed: on a loaded machine (CI beside other jobs)
  // a spec that waits real time, like the autosave's 1.5 s pause, is slower, not wrong.
  testTimeout: 30_000,
};
