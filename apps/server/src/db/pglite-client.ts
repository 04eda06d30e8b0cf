import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { paths } from '../paths.js';
import type { DatabaseHandle, OpenOptions, Schema } from './client.js';
import { acquireDirectoryLock } from './directory-lock.js';
import { createPgliteDirectory, pgliteMemoryOptions } from './pglite-setup.js';

/*
 * The embedded database (PGlite), apart from client.ts so that a server on PostgreSQL never loads
 * it.
 */

export async function openPglite(
  dataDir: string | null,
  schema: Schema,
  { loadDataDir, guardSelfWaits = false }: OpenOptions,
): Promise<DatabaseHandle> {
  // PGlite has no lock of its own: two servers on one directory would corrupt it.
  const lock = dataDir === null ? null : await acquireDirectoryLock(dataDir);
  let client: PGlite;
  try {
    if (dataDir !== null) await createPgliteDirectory(dataDir, paths.pgliteTemplate);
    client = await PGlite.create({
      ...(dataDir === null ? {} : { dataDir }),
      ...(loadDataDir === undefined ? {} : { loadDataDir }),
      ...pgliteMemoryOptions(),
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  if (guardSelfWaits) guardAgainstSelfWaits(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: paths.migrations }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: null,
    close: async () => {
      await client.close();
      await lock?.release();
    },
    // One process per data directory (the directory lock), so there is nobody to take turns with.
    withStartupLock: (work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    // PGlite's query() runs one statement; exec() runs several but takes no parameters.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/** Set while a PGlite transaction's callback runs, for the work that callback starts. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * PGlite runs one transaction at a time: a query on the database itself (not on the transaction)
 * made inside a transaction's callback waits for that transaction to end, and the transaction
 * waits for it, so the whole process stops answering. Such a query fails at once instead, naming
 * the place, and the transaction rolls back. Work merely started inside a transaction and run
 * after it ends is not affected.
 */
function guardAgainstSelfWaits(client: PGlite): void {
  const refuseInsideTransaction = (method: string) => {
    if (openTransaction.getStore()?.open !== true) return;
    throw new Error(
      `PGlite ${method}() on the database inside an open transaction would wait for that ` +
        'transaction forever: pass the transaction (tx) down instead.',
    );
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => {
    refuseInsideTransaction('query');
    return query(...args);
  }) as PGlite['query'];
  client.exec = (...args) => {
    refuseInsideTransaction('exec');
    return exec(...args);
  };
  client.transaction = (callback) => {
    refuseInsideTransaction('transaction');
    return transaction((tx) => {
      const state = { open: true };
      return openTransaction.run(state, async () => {
        try {
          return await callback(tx);
        } finally {
          state.open = false;
        }
      });
    });
  };
}
