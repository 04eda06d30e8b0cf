import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedDemoCatalog } from '../db/seed/seed.js';
import { paths } from '../paths.js';
import { TEMPLATE_DATABASE, withDatabase, type DatabaseTemplate } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
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
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', url });
    return async () => {
      await dropDatabase(url, TEMPLATE_DATABASE);
    };
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  await seedDemoCatalog(database.db, paths.demoMedia);
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
