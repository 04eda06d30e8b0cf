import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { promoCodes } from './cart.schema.js';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
/** What the desk writes of a promo code (cents for a FIXED amount). */
export type PromoCodeValues = Pick<
  typeof promoCodes.$inferInsert,
  'code' | 'type' | 'value' | 'scope' | 'itemIds' | 'usageLimit' | 'expiresAt'
>;

/** `q` as a LIKE pattern that matches it literally anywhere. */

/** The desk's queries on promo codes: a page, one (locked for a save), a write. */
export const promoDeskRepository = {
  async page(db: Database, query: { page: number; size: number; q?: string | undefined }) {
    const where = query.q
      ? sql`upper(${promoCodes.code}) like upper(${containing(query.q)})`
      : undefined;
    const rows = await db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.createdAt), promoCodes.code)
      .limit(query.size)
      .offset(query.page * query.size);
    const [total] = await db.select({ n: count() }).from(promoCodes).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async byId(db: Database, id: string, options: { lock?: boolean } = {}) {
    const select = db.select().from(promoCodes).where(eq(promoCodes.id, id));
    const [row] = options.lock ? await select.for('update') : await select;
    return row;
  },

  /** Whether another code (not `exceptId`) has the same letters, whatever their case. */
  async isTaken(db: Database, code: string, exceptId: string | null): Promise<boolean> {
    const same = sql`upper(${promoCodes.code}) = upper(${code})`;
    const [row] = await db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(exceptId ? and(same, ne(promoCodes.id, exceptId)) : same);
    return row !== undefined;
  },

  async insert(db: Database, values: PromoCodeValues): Promise<PromoCodeRow> {
    const [row] = await db.insert(promoCodes).values(values).returning();
    if (!row) throw new Error('promo code not written');
    return row;
  },

  async update(db: Database, id: string, values: Partial<PromoCodeValues>): Promise<PromoCodeRow> {
    const [row] = await db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
    if (!row) throw new Error('promo code not written');
    return row;
  },
};
