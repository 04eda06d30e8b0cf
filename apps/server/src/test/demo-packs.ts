import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import * as t from '../db/schema.js';
import { demoId } from '../db/seed/seed.js';

/** The demo catalog's packs for sale in the nature category, in store order (at least 3). */
export async function naturePacksForSale(db: Database) {
  const packs = await db
    .select()
    .from(t.contentPacks)
    .where(
      and(
        eq(t.contentPacks.categoryId, demoId('category', 'nature')),
        eq(t.contentPacks.isDemo, false),
        eq(t.contentPacks.isBonusContent, false),
      ),
    )
    .orderBy(asc(t.contentPacks.position));
  if (packs.length < 3) throw new Error('the demo catalog changed');
  return packs;
}
