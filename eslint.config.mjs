import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { REACT_ROUTER_EXPORTS } from './react-router-exports.mjs';

const MODULE_BOUNDARIES = {
  enforceBuildableLibDependency: false,
  allow: [],
  // A Module Federation shared module loads on demand either way; browser code imports the
  // contracts only when a call's answer is checked (libs/api-client/src/contract.ts).
  checkDynamicDependenciesExceptions: ['@speakwell/contracts'],
  depConstraints: [
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:isomorphic', 'type:contracts'] },
    { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:isomorphic', 'type:contracts'] },
    { sourceTag: 'type:isomorphic', onlyDependOnLibsWithTags: ['type:contracts'] },
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
    // type:test-support: @speakwell/ports, the one free-port helper of every runner that starts servers.
    { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['type:isomorphic', 'type:contracts', 'type:test-support'] },
    { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:test-support'] },
    // The bench's capacity run starts PostgreSQL, Redis, replicas and Caddy as tools/scale does.
    { sourceTag: 'scope:bench', onlyDependOnLibsWithTags: ['type:contracts', 'type:test-support', 'scope:tools'] },
    { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['type:test-support'] },
    { sourceTag: 'type:test-support', onlyDependOnLibsWithTags: [] },
  ],
};

const REACT_ROUTER_PATHS = [
  {
    name: 'react-router',
    allowImportNames: REACT_ROUTER_EXPORTS,
    message: 'the shared react-router build ships only the exports listed in react-router-exports.mjs; add it there (and rebuild the shell) first.',
  },
  { name: 'react-router-dom', message: "import from 'react-router' (the shared build)." },
];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', 'e2e/artifacts/**', 'bench/results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Project boundaries, from the Nx tags in each package.json:
      // an app (shell or remote) may use only libs; libs never use apps;
      // the backend shares only the contracts with the browser.
      '@nx/enforce-module-boundaries': ['error', MODULE_BOUNDARIES],
    },
  },
  {
    // Type-aware rules: each file is read with the tsconfig.json nearest to it (TypeScript 6's
    // project service). A promise nobody awaits hides its failure: write `void` where that is meant.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', 'bench/**/*.mjs', 'tools/**/*.mjs'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // No import circles inside a project (Nx already forbids them between projects). Imports of
    // types only are not followed: they vanish from the built code.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The TanStack Query entry (@speakwell/api-client/queries) imports the client by its package
    // name: Module Federation then hands it the one shared client (one ApiError class, one
    // session), where a relative import would bundle a second copy into each app.
    files: ['libs/api-client/src/queries/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', { ...MODULE_BOUNDARIES, allow: ['@speakwell/api-client'] }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // react-router is shared tree-shaken to REACT_ROUTER_EXPORTS: anything else would build
    // into a remote and then be missing in the browser, so it fails that app's lint.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: REACT_ROUTER_PATHS }] },
  },
  // Inside an app, a feature never imports another feature (bulletproof-react's restricted
  // paths): what two features share lives in the app's src/shared/ (or a lib). A file N folders
  // deep in features/<feature>/ reaches a sibling feature with N+1 '../'; one rule per depth.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`{shell,mfe-*}/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT_ROUTER_PATHS,
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}[^.]`,
              message: 'a feature does not import another feature: move what both use to src/shared/ (or a lib).',
            },
          ],
        },
      ],
    },
  })),
  {
    // The contracts (with zod) load on a screen's first API call, never with its first render:
    // browser code takes a schema through `contract('Name')` (@speakwell/api-client) and the plain
    // values from '@speakwell/contracts/values'; types may be imported as ever.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'libs/{api-client,speech,ui,words,session}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@speakwell/contracts',
              allowTypeImports: true,
              message:
                "browser code loads the schemas on first use: contract('Name') from '@speakwell/api-client', plain values from '@speakwell/contracts/values'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tool configs (jest, rspack, playwright) read the shared presets at the workspace root.
    files: ['**/jest.config.cjs', '**/rspack.config.*', '**/playwright.config.*', '*.mjs', '*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
