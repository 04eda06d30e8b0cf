import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { paths } from '../paths.js';
import { acquireDirectoryLock } from './directory-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole database as a tarball, to restore with `loadDataDir`. */
  dumpDataDir: (() => Promise<Blob>) | null;
};

/** Opens PGlite (embedded, default) or PostgreSQL (DATABASE_URL) behind one Drizzle type. */
export async function openDatabase(
  config: DatabaseConfig,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize)
    : openPglite(config.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  // PGlite has no lock of its own: two servers on one directory would corrupt it.
  const lock = dataDir === null ? null : await acquireDirectoryLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir === null ? {} : { dataDir }),
      ...(loadDataDir === undefined ? {} : { loadDataDir }),
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: paths.migrations }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await lock?.release();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: paths.migrations }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    dumpDataDir: null,
  };
}
