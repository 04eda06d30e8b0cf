import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { contentPacks } from '../modules/catalog/catalog.schema.js';
import { demoId } from '../db/seed/demo-ids.js';

/** The demo catalog's packs for sale in the nature category, in store order (at least 3). */
export async function naturePacksForSale(db: Database) {
  const packs = await db
    .select()
    .from(contentPacks)
    .where(
      and(
        eq(contentPacks.categoryId, demoId('category', 'nature')),
        eq(contentPacks.isDemo, false),
        eq(contentPacks.isBonusContent, false),
      ),
    )
    .orderBy(asc(contentPacks.position));
  if (packs.length < 3) throw new Error('the demo catalog changed');
  return packs;
}
