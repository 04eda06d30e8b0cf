import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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
});
