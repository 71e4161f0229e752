import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'web/src/generated/**',
      '.data/**',
      'test-results/**',
      'test/bench/postgraphile/**',
      'test/bench/postgraphile5/**',
      'test/bench/.node24/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', disallowTypeAnnotations: false, fixStyle: 'inline-type-imports' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Decorator metadata needs the runtime value of parameter/property types: type-only imports break it.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // No import cycles among the server's runtime imports (`import type` is ignored): a cycle makes
    // module initialisation order matter and hides which layer depends on which.
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The same for the web's sources, resolving its path aliases (@/ → web/src, @rules/ → server/rules).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          extensionAlias: { '.js': ['.ts', '.js'] },
          alias: {
            '@': [fileURLToPath(new URL('./web/src', import.meta.url))],
            '@rules': [fileURLToPath(new URL('./server/rules', import.meta.url))],
          },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The shared rule set ships in the web bundle: only yup and other rule modules, nothing server-only.
    files: ['server/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!yup$|\\./).*',
              message: 'server/rules is imported by the web: only yup and other server/rules modules.',
            },
          ],
        },
      ],
    },
  },
  // The web's layers (bulletproof-react): shared code (components, hooks, lib, config) → features →
  // app. A layer imports only from the layers before it; everyone reaches the server only through
  // the shared rule set (@rules/*). Tests compose freely.
  ...webLayer(['web/**/*.{ts,tsx}'], []),
  // Each feature stands alone (bulletproof-react): what two features share moves down to components/, hooks/ or lib/.
  ...webFeatures().flatMap((feature) =>
    webLayer(
      [`web/src/features/${feature}/**/*.{ts,tsx}`],
      [
        { regex: '^@/app/', message: 'features/ must not import app/.' },
        {
          regex: `^@/features/(?!${feature}/)`,
          message: 'A feature must not import another feature: move what they share to components/, hooks/ or lib/.',
        },
      ],
    ),
  ),
  ...webLayer(
    ['web/src/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    [
      {
        regex: '^@/(features|app)/',
        message: 'Shared code (components, hooks, lib, config) must not import features/ or app/.',
      },
    ],
  ),
  {
    files: ['server/cli/**/*.ts', 'test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);

function webFeatures() {
  return readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** One no-restricted-imports block (a later block replaces an earlier one's patterns, so each repeats the server rule). */
function webLayer(files, patterns) {
  return [
    {
      files,
      ignores: ['web/*.config.ts', 'web/**/*.test.{ts,tsx}', 'web/src/testing/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^(\\.\\./)+server/', message: 'Import server rules through @rules/* (server/rules only).' },
              { regex: '^(\\.\\./)+(features|app)/', message: 'Import across web layers by @/ path.' },
              ...patterns,
            ],
          },
        ],
      },
    },
  ];
}
