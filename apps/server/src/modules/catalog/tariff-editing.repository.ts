import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentPacks, tariffs } from './catalog.schema.js';

export type TariffEditRow = typeof tariffs.$inferSelect;
/** What the desk writes of a tariff. */
export type TariffEditValues = Pick<
  typeof tariffs.$inferInsert,
  | 'name'
  | 'description'
  | 'translations'
  | 'priceCents'
  | 'oldPriceCents'
  | 'isLifetime'
  | 'durationDays'
  | 'isTrialEnabled'
  | 'trialDurationDays'
  | 'trialPriceCents'
  | 'differentRecurringPrice'
  | 'recurringPriceCents'
  | 'isActive'
  | 'position'
  | 'featureDataList'
  | 'trialContentPackIds'
>;

/** The desk's queries on tariffs: every one (on sale or not), one locked, a write. */
export const tariffEditingRepository = {
  all: (db: Database) =>
    db.select().from(tariffs).orderBy(asc(tariffs.position), asc(tariffs.name)),

  byId: async (db: Database, id: string, options: { lock?: boolean } = {}) => {
    const select = db.select().from(tariffs).where(eq(tariffs.id, id));
    const [row] = options.lock ? await select.for('update') : await select;
    return row;
  },

  /** Which of `ids` are content packs (drafts and hidden ones too). */
  existingPackIds: async (db: Database, ids: readonly string[]): Promise<Set<string>> => {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: contentPacks.id })
      .from(contentPacks)
      .where(inArray(contentPacks.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  },

  update: async (tx: Database, id: string, values: TariffEditValues): Promise<TariffEditRow> => {
    const [row] = await tx.update(tariffs).set(values).where(eq(tariffs.id, id)).returning();
    if (!row) throw new Error('tariff not written');
    return row;
  },
};
