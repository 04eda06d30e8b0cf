// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const frameworkImports = ['fastify', 'fastify-*', '@fastify/*'];

/** Imports pointing the wrong way are errors (docs/ARCHITECTURE.md, "Dependencies point inward"). */
const restrict = (/** @type {string[]} */ group, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: restrict(
      ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
      'components/ui and lib are the bottom layer: they import no features and no app code.',
    ),
  },
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
  {
    files: [
      'e2e/**',
      'bench/**',
      '**/scripts/**',
      'apps/server/src/cli.ts',
      'apps/server/src/main.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
