import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';
import { isDatabaseUnreachable } from './connection-errors.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Why the work failed: Drizzle wraps the driver's error as the cause of its own. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => 'no failure',
    (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
  );

describe('the PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and reconnects on the next query', async () => {
    const database = await openTestDatabase();
    try {
      if (database.kind !== 'postgres') return; // PGlite has no connections to lose.
      const uncaught: unknown[] = [];
      const record = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', record);
      try {
        // While a transaction holds one connection, a second one answers a query and goes back
        // to the pool idle; the first then ends it, as a restart or failover would.
        await database.db.transaction(async (tx) => {
          const pid = sql`select pg_backend_pid() as pid`;
          const [victim] = rowsOf<{ pid: number }>(await database.db.execute(pid));
          const [holder] = rowsOf<{ pid: number }>(await tx.execute(pid));
          expect(victim?.pid).not.toBe(holder?.pid);
          await tx.execute(sql`select pg_terminate_backend(${victim?.pid ?? 0})`);
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [row] = rowsOf<{ ok: number }>(await database.db.execute(sql`select 1 as ok`));
        expect(row?.ok).toBe(1);
        expect(uncaught).toEqual([]);
      } finally {
        process.off('uncaughtException', record);
      }
    } finally {
      await database.close();
    }
  });

  it('survives losing a connection a transaction holds between two queries', async () => {
    const database = await openTestDatabase();
    try {
      if (database.kind !== 'postgres') return; // PGlite has no connections to lose.
      const uncaught: unknown[] = [];
      const record = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', record);
      try {
        const work = database.db.transaction(async (tx) => {
          const [holder] = rowsOf<{ pid: number }>(
            await tx.execute(sql`select pg_backend_pid() as pid`),
          );
          // While the transaction awaits other work, the server ends its connection.
          await database.db.execute(sql`select pg_terminate_backend(${holder?.pid ?? 0})`);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.execute(sql`select 1`);
        });
        const failure = await work.then(
          () => null,
          (error: unknown) => error,
        );
        expect(isDatabaseUnreachable(failure)).toBe(true);
        const [row] = rowsOf<{ ok: number }>(await database.db.execute(sql`select 1 as ok`));
        expect(row?.ok).toBe(1);
        expect(uncaught).toEqual([]);
      } finally {
        process.off('uncaughtException', record);
      }
    } finally {
      await database.close();
    }
  });
});

describe('listening for notifications', () => {
  it('hears NOTIFY from another session, and listens again after losing its connection', async () => {
    const database = await openTestDatabase();
    let heard = 0;
    const stop = await database.listen('parallax_test', () => {
      heard += 1;
    });
    try {
      await database.db.execute(sql`select pg_notify('parallax_test', '')`);
      await expect.poll(() => heard).toBe(1);
      if (database.kind !== 'postgres') return; // PGlite has no connection to lose.
      // The server ends the listening connection (a restart or failover would).
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN "parallax_test"%'`,
      );
      // Once listening again it says so (a notification may have been missed meanwhile)…
      await expect.poll(() => heard, { timeout: 5_000 }).toBe(2);
      // …and hears the next one.
      await database.db.execute(sql`select pg_notify('parallax_test', '')`);
      await expect.poll(() => heard).toBe(3);
    } finally {
      await stop();
      await database.close();
    }
  });
});

describe('the embedded database (PGlite)', () => {
  it('refuses a query on the database inside its own transaction instead of waiting forever', async () => {
    const database = await openTestDatabase();
    try {
      if (database.kind !== 'pglite') return; // PostgreSQL answers it on another connection.
      const { db } = database;
      const inside = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await db.execute(sql`select 1`);
      });
      expect(await failureOf(inside)).toMatch(/inside an open transaction/);
      const nested = db.transaction(async () => {
        await db.transaction(async (inner) => inner.execute(sql`select 1`));
      });
      expect(await failureOf(nested)).toMatch(/inside an open transaction/);
      // Work started inside a transaction and run once it has ended is served.
      let later: Promise<unknown> = Promise.resolve();
      await db.transaction(async () => {
        later = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
          db.execute(sql`select 1 as ok`),
        );
      });
      const [row] = rowsOf<{ ok: number }>(await later);
      expect(row?.ok).toBe(1);
    } finally {
      await database.close();
    }
  });
});
