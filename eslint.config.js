// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileRolesRule } from './lint/file-roles.js';
import { moduleCyclesRule } from './lint/module-cycles.js';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const webDataAreas = readdirSync(new URL('./apps/web/src/data', import.meta.url));
const frameworkImports = ['fastify', 'fastify-*', '@fastify/*'];

/** Imports pointing the wrong way are errors (docs/ARCHITECTURE.md, "Dependencies point inward"). */
const restrict = (/** @type {string[]} */ group, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

/**
 * Server modules own their tables (docs/ARCHITECTURE.md, "Dependencies point inward"): another
 * module reaches them only through the owner's service, which keeps the owner's rules and
 * transactions in one place.
 * From another module a file may import only:
 * - `*.service`: behaviour, and the types its functions speak (a row type it hands out included);
 * - `*.types`: types, no queries;
 * - `*.presenter`: pure row-to-body mappers, shared on purpose (a pack reads the same on the
 *   store, model, tag and origins pages);
 * - the few public files named in `MODULE_ENTRY_POINTS`.
 * A repository is private even to `import type`: a row type read off another module's query
 * would tie the importer to that query, so the owner re-exports it from its service or a types
 * file. A module's tables (`*.schema`) are open only to other `*.schema` files, which name them
 * in foreign keys and relations; a query on another module's tables is a call to its service
 * (with the caller's transaction when the work must commit together, as account deletion and
 * payment fulfilment do).
 * Tests are exempt: like app.ts, they assemble modules from their parts.
 */
const MODULE_ENTRY_POINTS = /** @type {Record<string, string[] | undefined>} */ ({
  // The in-memory catalog every page reads, and the server-rendered card grid that model and tag
  // pages reuse (who is looking at the catalog is its viewer.types).
  catalog: ['catalog.snapshot', 'content-first-screen.heads'],
  // Modules build their messages with mail's templates and hand them to its mailer (a service).
  mail: ['mail.templates', 'desk.templates'],
});
const PUBLIC_ROLE = /\.(service|types|presenter)$/;
const serverModules = path.join(import.meta.dirname, 'apps/server/src/modules');

/** The module a file belongs to (the first folder under modules/), or null outside modules. */
function moduleOf(/** @type {string} */ file) {
  const [module, ...rest] = path.relative(serverModules, file).split(path.sep);
  return module && module !== '..' && !path.isAbsolute(module) && rest.length > 0 ? module : null;
}

/** @type {import('eslint').Rule.RuleModule} */
const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A server module imports another module's public files only" },
    schema: [],
    messages: {
      private:
        "'{{file}}' is private to module '{{module}}': call its service, or take its types from its service or a *.types file.",
      tables:
        "'{{file}}' holds the tables of module '{{module}}': only a *.schema file may import it (for a foreign key); call the module's service instead.",
    },
  },
  create(context) {
    const own = moduleOf(context.filename);
    if (own === null) return {};
    const isSchema = /\.schema\.[cm]?[jt]sx?$/.test(context.filename);
    /** @param {any} source an import's string literal (any: TSImportType is not an ESTree node) */
    const check = (source) => {
      const specifier = source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), specifier);
      const owner = moduleOf(target);
      if (owner === null || owner === own) return;
      const name = path.basename(target).replace(/\.[cm]?[jt]sx?$/, '');
      if (name.endsWith('.schema')) {
        if (!isSchema) {
          context.report({
            node: source,
            messageId: 'tables',
            data: { file: name, module: owner },
          });
        }
        return;
      }
      const isPublic =
        !name.includes('.repository') &&
        (PUBLIC_ROLE.test(name) || (MODULE_ENTRY_POINTS[owner]?.includes(name) ?? false));
      if (!isPublic) {
        context.report({ node: source, messageId: 'private', data: { file: name, module: owner } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      /** `import('../x/x.repository.js').Row` in a type position. */
      TSImportType: (/** @type {any} */ node) => check(node.source ?? node.argument?.literal),
    };
  },
};

const parallax = {
  rules: {
    'module-boundaries': moduleBoundaries,
    'module-cycles': moduleCyclesRule(serverModules),
    'file-roles': fileRolesRule,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/server/demo-media/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      '.cluster/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'e2e/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins and query functions are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/core/src/**'],
    rules: restrict(
      [
        'node:*',
        'react',
        'react-*',
        'drizzle-orm',
        'drizzle-orm/*',
        ...frameworkImports,
        '@parallax/server*',
        '@parallax/web*',
      ],
      'packages/core is pure TypeScript shared by server and web: no Node, DOM, framework or app imports.',
    ),
  },
  {
    files: [
      'apps/server/src/**/*.service.ts',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.presenter.ts',
      'apps/server/src/db/**',
    ],
    rules: restrict(
      [...frameworkImports, '**/*.routes.js', '**/http/*'],
      'Services, repositories and presenters know nothing of HTTP: no Fastify, routes or http/ imports.',
    ),
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: restrict(
      [...frameworkImports, '**/*.service.js', '**/*.routes.js', '**/http/*'],
      'Repositories hold queries only: they import no services or routes.',
    ),
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { parallax },
    rules: { 'parallax/module-boundaries': 'error', 'parallax/module-cycles': 'error' },
  },
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/providers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { parallax },
    rules: { 'parallax/file-roles': 'error' },
  },
  {
    files: ['apps/server/src/providers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      ['**/modules/**', '**/app.js', '**/composition/**'],
      'Providers sit below the modules: a module is given its provider at construction, never the reverse.',
    ),
  },
  {
    // Small files, screen-sized functions (../shared/STYLE.md rule 4). Tests and the i18n
    // catalogues (every key of a language in one file, checked key for key) are left out.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'apps/*/scripts/**/*.{ts,mjs}',
      'packages/*/src/**/*.ts',
      'ops/**/*.ts',
      'lint/**/*.js',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'packages/core/src/i18n/en.ts',
      'packages/core/src/i18n/es.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The router's Link, NavLink and Form bring its framework's prefetch and form code to every
      // page: the site's links are components/ui/link.tsx, and the build leaves the router's out.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='react-router'] > ImportSpecifier[imported.name=/^((Nav)?Link|Form)$/]",
          message: "Links come from @/components/ui/link (the router's own bring unused code).",
        },
        {
          selector:
            "ExportNamedDeclaration[source.value='react-router'] > ExportSpecifier[local.name=/^((Nav)?Link|Form)$/]",
          message: "Links come from @/components/ui/link (the router's own bring unused code).",
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: restrict(
      ['@/features/*', '@/app/*', '@/data/*', '**/features/**', '**/app/**', '**/data/**'],
      'components/ui and lib are the bottom layer: they import no data, features or app code.',
    ),
  },
  // data/<area>: what several features read (session, subscription, catalog queries …). It sits
  // between lib and the features: no feature, app or component imports, and one area reaches
  // another only for who is signed in (data/session/session-context).
  ...webDataAreas.map((area) => ({
    files: [`apps/web/src/data/${area}/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@/components/*', '**/features/**', '**/app/**'],
              message: `data/${area} is below the features and the app: it imports lib only.`,
            },
            {
              regex:
                area === 'session'
                  ? '^@/data/(?!session/)'
                  : `^@/data/(?!(${area}/|session/session-context$))`,
              message: `Of the other data areas, data/${area} may import only data/session/session-context (who is signed in).`,
            },
            { regex: '^\\.\\./', message: `data/${area} names other areas by their @/data/ path.` },
          ],
        },
      ],
    },
  })),
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: restrict(
      [
        '@/app/*',
        '**/app/**',
        ...webFeatures
          .filter((other) => other !== feature)
          .flatMap((other) => [`@/features/${other}/*`, `**/features/${other}/**`]),
      ],
      `Feature "${feature}" may not import app/ or another feature; compose features in app/.`,
    ),
  })),
  // Every journey's context starts as the suite's visitor (e2e/support/test.ts), whose stored
  // answers Playwright's own `test` would not give it.
  {
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from ../support/test.js (the suite's visitor state).",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'e2e/**',
      'bench/**',
      'ops/**',
      '**/scripts/**',
      'apps/server/src/cli.ts',
      'apps/server/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
