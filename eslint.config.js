import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly under `dir` (none when it does not exist, as in a partial checkout). */
function foldersIn(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const WEB_FEATURES_DIR = './apps/web/src/features';
const webFeatures = foldersIn(WEB_FEATURES_DIR);

const API = './apps/api/src';
const API_MODULES_DIR = `${API}/modules`;
const apiModules = foldersIn(API_MODULES_DIR);
// Glob exceptions are matched against absolute paths.
const absolute = (path) => resolve(import.meta.dirname, path);
const publicSurfaces = absolute(`${API_MODULES_DIR}/*/index.ts`);

/**
 * The API's floors (ARCHITECTURE.md §3): core and lib at the bottom, db/schema beside them, modules above,
 * the app shell (app.ts, modules.ts, plugins/, seed/) on top. A module reaches another, and the shell reaches
 * any module, only through that module's index.ts.
 */
const apiDirection = [
  {
    target: `${API}/core`,
    from: [`${API}/modules`, `${API}/plugins`, `${API}/seed`, `${API}/lib`, `${API}/db`, `${API}/app.ts`, `${API}/modules.ts`],
    message: 'core/ is the kernel every module may use: it imports no module, plugin, adapter or database code.',
  },
  {
    target: `${API}/lib`,
    from: [`${API}/modules`, `${API}/plugins`, `${API}/seed`, `${API}/app.ts`, `${API}/modules.ts`],
    message: 'lib/ holds adapters only: it never imports a module, a plugin or the app shell.',
  },
  {
    target: `${API}/db/schema`,
    from: [`${API}/modules`, `${API}/plugins`, `${API}/seed`],
    message: 'The schema describes tables; it never imports modules.',
  },
  {
    target: `${API}/modules/**/!(*.test|*fixtures).ts`,
    from: [`${API}/plugins`, `${API}/seed`, `${API}/app.ts`, `${API}/modules.ts`, `${API}/test`],
    message: 'Modules sit below the app shell and never import it (nor the tests).',
  },
  ...apiModules.map((module) => ({
    target: `${API_MODULES_DIR}/${module}/**/!(*.test|*fixtures).ts`,
    from: absolute(`${API_MODULES_DIR}/*/**`),
    except: [publicSurfaces, absolute(`${API_MODULES_DIR}/${module}/**`)],
    message: `A module imports another only through its index.ts (its public surface); export what ${module} needs there.`,
  })),
  {
    target: [`${API}/!(*.test).ts`, `${API}/plugins/**/!(*.test).ts`, `${API}/seed/**/!(*.test).ts`],
    from: absolute(`${API_MODULES_DIR}/*/**`),
    except: [publicSurfaces],
    message: 'The app shell and the seeds use a module through its index.ts only.',
  },
];

/** The import directions of ARCHITECTURE.md §3, as lint errors. */
const importDirection = [
  ...apiDirection,
  { target: './packages/domain', from: './apps', message: 'packages/domain is shared and imports nothing from the apps.' },
  { target: './apps/api', from: './apps/web', message: 'The API does not import the web app.' },
  { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
  { target: './apps/web/src/components', from: './apps/web/src/features', message: 'Shared components never import a feature.' },
  { target: './apps/web/src/components', from: './apps/web/src/app', message: 'Shared components never import the app shell.' },
  { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'lib never imports a feature.' },
  { target: './apps/web/src/lib', from: './apps/web/src/app', message: 'lib never imports the app shell.' },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features never import the app shell.' },
  ...webFeatures.flatMap((feature) =>
    webFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `${WEB_FEATURES_DIR}/${feature}`,
        from: `${WEB_FEATURES_DIR}/${other}`,
        message: 'Features do not import each other; move shared code to components/ or lib/.',
      })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Dependencies are never part of our cycles; not parsing them keeps lint fast.
      'import/ignore': ['node_modules'],
    },
    rules: {
      // A lazily loaded screen may import the registry that loads it: the dynamic import() breaks the cycle at runtime.
      'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import/no-restricted-paths': ['error', { zones: importDirection }],
      'import/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The API has no lazily loaded screens: a dynamic import() there would only hide a real cycle.
    files: ['apps/api/**/*.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.int.test.ts', 'e2e/**', 'bench/**', '**/scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-console': 'off' },
  },
);
