import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { featureFlags } from './flags.schema.js';

export type FlagRow = typeof featureFlags.$inferSelect;

/** The desk's queries on feature flags: some by name (locked for a save), one written. */
export const flagEditingRepository = {
  named: async (db: Database, names: readonly string[], options: { lock?: boolean } = {}) => {
    const select = db
      .select()
      .from(featureFlags)
      .where(inArray(featureFlags.name, [...names]));
    return options.lock ? select.for('update') : select;
  },

  /**
   * Takes the discount settings' own lock for the caller's transaction: saves of them run one
   * after the other even while a flag has no row yet (a row lock would lock nothing then).
   */
  lockSettings: async (tx: Database): Promise<void> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('desk.discount-flags'))`);
  },

  /** Writes a flag whole (made when missing). */
  write: async (tx: Database, row: FlagRow): Promise<void> => {
    const { name, ...values } = row;
    await tx
      .insert(featureFlags)
      .values(row)
      .onConflictDoUpdate({ target: featureFlags.name, set: { ...values, name } });
  },
};
