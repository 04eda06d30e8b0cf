import { inArray } from 'drizzle-orm';
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

  /** Writes a flag whole (made when missing). */
  write: async (tx: Database, row: FlagRow): Promise<void> => {
    const { name, ...values } = row;
    await tx
      .insert(featureFlags)
      .values(row)
      .onConflictDoUpdate({ target: featureFlags.name, set: { ...values, name } });
  },
};
