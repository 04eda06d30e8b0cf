import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { paths } from '../paths.js';
import * as account from '../modules/account/account.schema.js';
import * as auth from '../modules/auth/auth.schema.js';
import * as blog from '../modules/blog/blog.schema.js';
import * as cart from '../modules/cart/cart.schema.js';
import * as catalog from '../modules/catalog/catalog.schema.js';
import * as catalogLinks from '../modules/catalog/content-pack-links.schema.js';
import * as discounts from '../modules/discounts/discounts.schema.js';
import * as documents from '../modules/documents/documents.schema.js';
import * as faq from '../modules/faq/faq.schema.js';
import * as feedback from '../modules/feedback/feedback.schema.js';
import * as flags from '../modules/flags/flags.schema.js';
import * as library from '../modules/library/library.schema.js';
import * as mail from '../modules/mail/mail.schema.js';
import * as models from '../modules/models/models.schema.js';
import * as origins from '../modules/origins/origins.schema.js';
import * as ownership from '../modules/ownership/ownership.schema.js';
import * as payments from '../modules/payments/payments.schema.js';
import * as playback from '../modules/playback/playback.schema.js';
import * as social from '../modules/social/social.schema.js';
import * as subscriptions from '../modules/subscriptions/subscriptions.schema.js';
import * as tags from '../modules/tags/tags.schema.js';
import * as testAcquirer from '../providers/payments/test-acquirer/test-acquirer.schema.js';

/**
 * Every module's tables and relations in one object: the relational queries (`db.query`) resolve
 * a relation only to a table in the same schema. drizzle-kit finds the same files by their name
 * (drizzle.config.ts).
 */
const schema = {
  ...account,
  ...auth,
  ...blog,
  ...cart,
  ...catalog,
  ...catalogLinks,
  ...discounts,
  ...documents,
  ...faq,
  ...feedback,
  ...flags,
  ...library,
  ...mail,
  ...models,
  ...origins,
  ...ownership,
  ...payments,
  ...playback,
  ...social,
  ...subscriptions,
  ...tags,
  ...testAcquirer,
};
export type Schema = typeof schema;

/** How long closing waits for checked-out connections before ending them (and again after). */
const CLOSE_GRACE_MS = 3_000;

/** Whether `work` settled within `ms`. */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const settled = await Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]);
  clearTimeout(timer);
  return settled;
}

/** Advisory lock id for start-up work ("parallax" in ASCII digits, trimmed to fit a bigint). */
const STARTUP_LOCK_KEY = '7097114971081080';
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /** PostgreSQL only: the pool's connections now (open, idle) and the queries queued for one. */
  poolStats: (() => PoolStats) | null;
  close: () => Promise<void>;
  /**
   * Runs start-up work (migrations, first seed) while holding a database-wide lock, so server
   * processes starting together on one PostgreSQL take turns instead of racing the migrator.
   */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** PGlite only: the whole database as a tarball, to restore with `loadDataDir`. */
  dumpDataDir: (() => Promise<Blob>) | null;
  /**
   * Raw SQL outside Drizzle, for libraries that bring their own (the job queue): `$1` parameters,
   * and SQL without parameters may hold several statements.
   */
  executeSql: SqlExecutor;
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, from any session or instance, once listening
   * (resolved). On PostgreSQL it holds a connection of its own, opened again after a loss; what
   * was sent while it was down is lost, so `onNotify` is also called after each reconnection.
   * Returns the call that stops listening.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type OpenOptions = {
  /** PGlite: restore this `dumpDataDir` tarball. */
  loadDataDir?: Blob;
  /** PostgreSQL: an idle pooled connection was lost (the pool replaces it on the next query). */
  onIdleError?: (error: Error) => void;
  /** PostgreSQL: connections still checked out when closing, ended after a grace. */
  onCloseStragglers?: (count: number) => void;
  /**
   * PGlite: refuse a query on the database inside its own transaction (see
   * `guardAgainstSelfWaits`). For tests: it keeps an AsyncLocalStorage, and on Node 20 that puts
   * a hook on every promise of the process (about a quarter of a cached catalog read's time).
   */
  guardSelfWaits?: boolean;
};

/** Opens PGlite (embedded, default) or PostgreSQL (DATABASE_URL) behind one Drizzle type. */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, config.poolSize, options)
    : // The embedded database's code loads only where it runs.
      (await import('./pglite-client.js')).openPglite(config.dataDir, schema, options);
}

async function openPostgres(
  url: string,
  poolSize: number,
  options: OpenOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // An unreachable database fails health checks and requests instead of hanging them.
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server ends (restart, failover, pg_terminate_backend, `drop database
  // ... with (force)`) is reported as a pool 'error'; pg has already dropped it and the next query
  // opens a new one. With no listener that event would be an uncaught exception.
  pool.on('error', (error) => options.onIdleError?.(error));
  // pool.end() resolves once its connections are told to close, not once they have; close()
  // waits for them, so whatever runs next (dropping the database) finds no session left.
  const connections = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    connections.add(client);
    // A connection lost while checked out between two queries (a transaction awaiting other
    // work) is reported as an 'error' of its client, which the pool listens for only while the
    // client is idle: unheard, it would be an uncaught exception. The holder learns of the loss
    // from its next query, and the pool drops the client when it is released.
    client.on('error', () => undefined);
  });
  pool.on('remove', (client) => connections.delete(client));
  const allDisconnected = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (connections.size > 0) return;
        pool.off('remove', check);
        resolve();
      };
      pool.on('remove', check);
      check();
    });
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: paths.migrations }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      const closed = Promise.all([allDisconnected(), pool.end()]);
      if (await settlesWithin(closed, CLOSE_GRACE_MS)) return;
      // A connection still checked out holds pool.end() until its holder releases it; one whose
      // holder is stuck (seen once after a restart under load) would hold the close for ever.
      // Ended, its holder's query fails, the holder releases it and the pool closes.
      options.onCloseStragglers?.(connections.size);
      for (const connection of connections) {
        (connection as unknown as pg.Client).end().catch(() => undefined);
      }
      await settlesWithin(closed, CLOSE_GRACE_MS);
    },
    withStartupLock: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    dumpDataDir: null,
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify),
  };
}

/** LISTEN on a connection of its own (a pooled one would be handed to queries), kept open. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let connection: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    // A lost connection (restart, failover) is opened again; a notification missed meanwhile
    // is made up for by one call once listening again.
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    connection = next;
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || retry || (connection !== null && connection !== lost)) return;
    connection = null;
    lost.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(onNotify, () => reconnect(lost));
    }, 1_000);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await connection?.end();
  };
}
