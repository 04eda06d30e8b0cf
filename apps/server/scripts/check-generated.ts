/**
 * Generated files are committed and must not drift from their sources:
 * - docs/openapi.json from the zod contracts (through the real app's route table);
 * - drizzle/ migrations from the tables the modules declare in their `*.schema.ts` files.
 * `--write` refreshes docs/openapi.json instead of checking it.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { paths } from '../src/paths.js';

const openApiFile = join(paths.serverRoot, '..', '..', 'docs', 'openapi.json');
const shouldWrite = process.argv.includes('--write');

async function renderOpenApi(): Promise<string> {
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: 'memory://',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      // The document describes a deployment: on https, with its `__Host-` cookie names.
      PUBLIC_URL: 'https://parallax.example.com',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    }),
  );
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

async function checkOpenApi(): Promise<string[]> {
  const rendered = await renderOpenApi();
  if (shouldWrite) {
    await writeFile(openApiFile, rendered);
    console.log(`wrote ${openApiFile}`);
    return [];
  }
  const committed = await readFile(openApiFile, 'utf8').catch(() => '');
  return committed === rendered
    ? []
    : ['docs/openapi.json is out of date: run `npm run openapi -w apps/server` and commit it'];
}

async function checkMigrations(): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'parallax-drizzle-'));
  try {
    await cp(paths.migrations, dir, { recursive: true });
    execFileSync(
      'npx',
      [
        'drizzle-kit',
        'generate',
        '--dialect=postgresql',
        '--schema=./src/**/*.schema.ts',
        `--out=${dir}`,
        '--casing=snake_case',
      ],
      { cwd: paths.serverRoot, stdio: 'pipe' },
    );
    const [before, after] = await Promise.all([readdir(paths.migrations), readdir(dir)]);
    return before.length === after.length
      ? []
      : ['a *.schema.ts has changes without a migration: run `npm run db:generate -w apps/server`'];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const problems = [...(await checkOpenApi()), ...(await checkMigrations())];
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log('generated files are up to date');
