import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createJobQueue } from '../jobs/job-queue.js';
import { seedDemoCatalog } from '../db/seed/seed.js';
import { paths } from '../paths.js';
import { TEMPLATE_DATABASE, withDatabase, type DatabaseTemplate } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Builds the app once on the template, so each test's app finds the job queue's tables, queues
 * and schedules already made (about a second per test file on PGlite). The global setup loads
 * `@parallax/core` from its build, not its sources: `npm run test:api` builds core first.
 */
async function installJobs(database: DatabaseHandle): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: 'memory://',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Given, so no secret is generated into the template; an SMTP URL defines the mail job.
    AUTH_SECRET: 'template-only-secret-0123456789abcdefghij',
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  const jobs = createJobQueue({ database, log: console, background: false });
  const app = await buildApp(config, {
    database: { ...database, close: async () => undefined },
    jobs,
  });
  await app.close();
}

/**
 * Migrates and seeds once per run. On PGlite the result is dumped to a tarball each test file
 * restores (~0.5 s instead of a ~3 s cold start); on PostgreSQL (DATABASE_URL) it becomes a
 * template database each test file clones.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith('postgres')) {
    await recreateDatabase(url, TEMPLATE_DATABASE);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, TEMPLATE_DATABASE),
      poolSize: 2,
    });
    await database.migrate();
    await seedDemoCatalog(database.db, paths.demoMedia);
    await installJobs(database);
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', url });
    return async () => {
      await dropDatabase(url, TEMPLATE_DATABASE);
    };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedDemoCatalog(database.db, paths.demoMedia);
  await installJobs(database);
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  const dir = await mkdtemp(join(tmpdir(), 'parallax-test-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return () => rm(dir, { recursive: true, force: true });
}

async function recreateDatabase(url: string, name: string): Promise<void> {
  await dropDatabase(url, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
