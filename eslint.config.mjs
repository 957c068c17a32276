import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:isomorphic', 'type:contracts'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:isomorphic', 'type:contracts'] },
            { sourceTag: 'type:isomorphic', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['type:isomorphic', 'type:contracts'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'scope:bench', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
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
