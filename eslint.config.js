import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Insides of a module that other modules still import (103 imports when the rule came): the entity
 * graph (a relation needs the other module's class at runtime, and through the front doors, which
 * also export routes and services, the imports would run in circles) and a few helpers (mail, the
 * job queue, throttles, visibility). The list only shrinks: any other inside import fails lint.
 */
const SHARED_INSIDES = [
  'auth/throttle.ts',
  'brand-names/brand-name.entity.ts',
  'certificates/certificate-download.ts',
  'certificates/certificate.entity.ts',
  'certificates/certificates.service.ts',
  'certificates/orphan-files.ts',
  'device-registry/device.entity.ts',
  'device-registry/visibility.ts',
  'device-uploads/upload-preview.entity.ts',
  'evaluation-organizations/evaluation-organization.entity.ts',
  'evaluation-organizations/evaluation-organizations.service.ts',
  'jobs/mail-queue.ts',
  'link-categories/link-categories.service.ts',
  'link-categories/link-category-graphql.dto.ts',
  'link-categories/link-category.entity.ts',
  'links/link.inputs.ts',
  'organizations/organization.entity.ts',
  'organizations/organization.loader.ts',
  'shared-passwords/shared-password.entity.ts',
  'users/user-rest.dto.ts',
  'users/user.entity.ts',
  'users/user.inputs.ts',
];

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
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverLayers() }],
    },
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

/**
 * The server's layers (docs/decisions.md, ARCHITECTURE.md §2). Each imports only those below it:
 *
 *     main.ts, boot.ts, cli/, seed/        processes and scripts
 *              │
 *         composition/                     the one place that lists and wires every module
 *              │
 *     modules/<a>/ ─▶ modules/<b>/index.ts  a module reaches another only through its front door
 *              │
 *         policies/                        who may do what: pure functions of viewer and subject
 *              │
 *           core/  ─▶ config.ts            framework parts: context, errors, db, http, graphql, rest
 *              │
 *      rules/   lib/                       shared field rules (also the web's); domain-free code
 *
 * `import type` counts too: a layer that names a type of the one above depends on it all the same.
 */

function serverLayers() {
  const root = fileURLToPath(new URL('./server/', import.meta.url));
  const top = ['./server/main.ts', './server/boot.ts', './server/cli', './server/seed'];
  const modules = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    {
      target: './server/core',
      from: [...top, './server/composition', './server/modules', './server/policies'],
      message: 'core/ is below every module: take what it needs by injection from the composition root.',
    },
    {
      target: './server/policies',
      from: [...top, './server/composition', './server/modules'],
      message: 'policies/ are below the modules: pure functions of the viewer and the subject.',
    },
    {
      target: './server/modules',
      from: [...top, './server/composition'],
      message: 'A module does not know the composition root or the processes: ask for what you need by constructor.',
    },
    {
      target: './server/lib',
      from: ['./server'],
      except: ['./lib'],
      message: 'lib/ is domain-free: it imports nothing of ours outside lib/.',
    },
    {
      target: './server/composition',
      from: ['./server/main.ts', './server/boot.ts', './server/cli', './server/seed'],
      message: 'The composition root is below the processes.',
    },
    // A module reaches another only through its front door (index.ts).
    ...modules.map((name) => ({
      target: `./server/modules/${name}`,
      from: [`${root}modules/*/**`],
      except: [
        `${root}modules/${name}/**`,
        `${root}modules/*/index.ts`,
        `${root}modules/{${SHARED_INSIDES.join(',')}}`,
      ],
      message: `Import another module through its front door (server/modules/<x>/index.ts), not its insides.`,
    })),
    // Outside code (the composition root, the processes) uses a module through its front door too.
    {
      target: ['./server/composition', './server/main.ts', './server/boot.ts'],
      from: [`${root}modules/*/**`],
      except: [`${root}modules/*/index.ts`],
      message: 'Use a module through its front door (server/modules/<x>/index.ts).',
    },
  ];
}
