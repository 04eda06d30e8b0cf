import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Where a job is written: the database itself or an open transaction (Drizzle). */
export type Executor = Pick<Database, 'execute'>;

/** The connection shape pg-boss takes (`options.db`): SQL text with `$1` parameters. */
export type PgBossDb = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

/**
 * Turns `$1`-style SQL into a Drizzle query, so pg-boss writes through the caller's transaction:
 * a job sent inside a transaction exists only if that transaction commits. A parameter used twice
 * is bound twice.
 */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, index) => {
    if (index % 2 === 0) return sql.raw(part);
    const position = Number(part);
    if (position < 1 || position > values.length) {
      throw new Error(`SQL parameter $${part} has no value (${values.length} given)`);
    }
    return sql.param(values[position - 1]);
  });
  return sql.join(chunks);
}

export function executorDb(executor: Executor): PgBossDb {
  return {
    async executeSql(text, values) {
      const result = (await executor.execute(toDrizzleSql(text, values))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
