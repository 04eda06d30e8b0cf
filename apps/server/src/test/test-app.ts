import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { TEMPLATE_DATABASE, withDatabase } from './database-template.js';

/** A fresh copy of the migrated, seeded database for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const loadDataDir = new Blob([await readFile(template.file)]);
    return openDatabase({ kind: 'pglite', dataDir: null }, { loadDataDir, guardSelfWaits: true });
  }
  const name = `parallax_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.url, `create database "${name}" template "${TEMPLATE_DATABASE}"`);
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(template.url, name),
    poolSize: 4,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(template.url, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * Two handles on one database copy, as two instances hold: on PostgreSQL two pools (and two
 * LISTEN connections); PGlite lives in one process, so both instances share its one handle.
 * Close the second first.
 */
export async function openTestDatabaseTwice(): Promise<[DatabaseHandle, DatabaseHandle]> {
  const first = await openTestDatabase();
  if (first.kind === 'pglite') return [first, { ...first, close: async () => undefined }];
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('unreachable');
  const { rows } = await first.executeSql('select current_database() as name');
  const [{ name }] = rows as [{ name: string }];
  const second = await openDatabase({
    kind: 'postgres',
    url: withDatabase(template.url, name),
    poolSize: 4,
  });
  return [first, second];
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: 'memory://',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Every catalog read reloads, so a read made inside a transaction meets the database guard
    // (db/client.ts) in every test rather than only when the cache happens to be stale.
    CATALOG_CACHE_TTL_MS: '0',
    ...env,
  });
}

/** The real app (buildApp) on its own database copy; close it in afterAll. */
export async function createTestApp(
  deps: Omit<AppDeps, 'database'> = {},
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(env), { ...deps, database: await openTestDatabase() });
}

/**
 * Double-submit CSRF pair for state-changing calls made with cookies (any equal values pass; a
 * browser gets its value from the server's `parallax_csrf` cookie).
 */
export const csrfHeaders = { cookie: 'parallax_csrf=test-csrf', 'x-csrf-token': 'test-csrf' };
