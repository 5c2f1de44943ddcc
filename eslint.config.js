// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

/*
 * The web app's layers (README, "Repository layout"): shared (lib/, components/, config/) →
 * features/<feature>/ → app/. An import may only point down that list, never up, and nothing
 * imports in a circle. A feature is one capability's home (named as the API's module); what other
 * features and app/ use of it goes through its public entry, `features/<feature>/index.ts`
 * (Feature-Sliced Design's public API). The route modules app/route-modules.ts loads by glob are
 * pages, not imports, and stay out of the entries.
 */
const web = 'apps/web/src';
/** Every folder under features/ is a feature: the list is read, not kept by hand. */
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['lib', 'components', 'config'].map((folder) => `./${web}/${folder}`);
const publicEntries = features.map((feature) => `./${feature}/index.ts`);
const publicEntryMessage =
  'Another feature is used through its public entry, features/<feature>/index.ts (export what you need there).';

/**
 * A feature imports another only through that one's index.ts; tests may also take another
 * feature's testing/ helpers (fixtures).
 */
const featureZones = (forTests = false) =>
  features.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [
      `./${feature}`,
      ...publicEntries,
      ...(forTests ? features.map((other) => `./${other}/testing`) : []),
    ],
    message: publicEntryMessage,
  }));
/** app/ composes the features through their public entries (route modules load by glob). */
const appZone = (forTests = false) => ({
  target: [`./${web}/app`, `./${web}/entry-client.tsx`, `./${web}/entry-server.tsx`],
  from: `./${web}/features`,
  except: [...publicEntries, ...(forTests ? features.map((other) => `./${other}/testing`) : [])],
  message: publicEntryMessage,
});
/** Shared → features → app, and only tests reach into testing/ (tests may also render the app). */
const directionZones = [
  {
    target: shared,
    from: [`./${web}/features`, `./${web}/app`],
    message: 'Shared code (lib/, components/, config/) imports neither features nor app/.',
  },
  {
    target: `./${web}/features`,
    from: `./${web}/app`,
    message: 'A feature does not import app/: the app composes the features.',
  },
  {
    target: `./${web}`,
    from: `./${web}/testing`,
    message: 'Only tests import testing/.',
  },
];
const testFiles = [`${web}/**/*.test.{ts,tsx}`, `${web}/**/testing/**`];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x reads TypeScript files with typescript-eslint's parser; relative imports name
      // their .ts/.tsx file and workspace packages resolve by `exports`: the node resolver does.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` keeps the module as a side-effect import under verbatimModuleSyntax
      // (it brought zod's schemas onto the signed-in pages, which load none: decision 066);
      // `import type` does not.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,mjs,cjs,ts,mts,cts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages}/*/src/**/': 'KEBAB_CASE', '{e2e,bench,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // A built bundle's hashed file name, kept as Vite writes it.
    files: ['apps/api/src/testing/fixtures/web-dist/**'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The Zoom frame's script runs in its own browser page (served as it is, no build).
    files: ['apps/meeting-frame/src/**/*.{js,ts}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@pulso/api*'],
              message: 'The web app never imports the API.',
            },
          ],
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                'useTranslation comes from lib/translation.tsx: one react-i18next hook for the app (decision 065).',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones(true), appZone(true)] }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones(), appZone(), ...directionZones] },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react*', 'drizzle-orm*', 'pg', 'fastify*'],
              message: 'Contracts are zod only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories are the only files that touch SQL (STYLE.md): a service asks its module's
    // repository, or another module's, and takes row types from there. The back office, whole.
    files: ['apps/api/src/modules/**/*.service.ts', 'apps/api/src/modules/backoffice/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*'],
              message:
                'Only repositories touch SQL: ask a *.repository.ts (row types come from there too).',
            },
          ],
        },
      ],
    },
  },
);
