import type { Database } from '../client.js';
import { promoCodes } from '../../modules/cart/cart.schema.js';
import { categories } from '../../modules/catalog/catalog.schema.js';
import { faqs } from '../../modules/faq/faq.schema.js';
import { featureFlags } from '../../modules/flags/flags.schema.js';
import { demoFaqs, demoFeatureFlags } from './demo-settings.js';
import { demoId } from './demo-ids.js';
import { demoPromoCodes } from './demo-promo-codes.js';
import { seedDemoDocuments } from './seed-documents.js';
import { seedOriginsPack } from './seed-origins.js';
import { seedPacks, seedParts } from './seed-packs.js';
import { seedLinks, seedModels, seedTags } from './seed-people.js';
import { seedCategories, seedCreator, seedTariffs } from './seed-store.js';
import { excludedAll, loadSeedMedia, type SeedTx } from './seed-support.js';

/**
 * Writes the demo catalog in one transaction. Idempotent: rows are upserted by their stable ids
 * and link tables of demo rows are rewritten, so running it twice leaves the same catalog.
 */
export async function seedDemoCatalog(db: Database, mediaDir: string): Promise<void> {
  const media = await loadSeedMedia(mediaDir);
  await db.transaction(async (tx) => {
    const creatorId = await seedCreator(tx);
    await seedCategories(tx);
    await seedTariffs(tx);
    const packIds = await seedPacks(tx, creatorId, media);
    await seedParts(tx, packIds, media);
    await seedModels(tx, media);
    await seedTags(tx);
    await seedLinks(tx, packIds);
    await seedOriginsPack(tx);
    await seedSettings(tx);
    await seedDemoDocuments(tx);
    // Codes existing rows keep (their usage counts are real); new ones are added.
    await tx.insert(promoCodes).values(demoPromoCodes).onConflictDoNothing();
  });
}

/** Feature flags and the FAQ. */
async function seedSettings(tx: SeedTx): Promise<void> {
  await tx
    .insert(featureFlags)
    .values(
      demoFeatureFlags.map((flag) => ({
        name: flag.name,
        isEnabled: flag.isEnabled,
        params: flag.params,
        customInfo: flag.customInfo ?? null,
        platforms: flag.platforms ?? null,
        sources: flag.sources ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: featureFlags.name,
      set: excludedAll(featureFlags, ['name']),
    });

  await tx
    .insert(faqs)
    .values(
      Object.entries(demoFaqs).flatMap(([locale, items]) =>
        items.map((item, position) => ({
          id: demoId('faq', `${locale}:${position}`),
          locale,
          position,
          ...item,
        })),
      ),
    )
    .onConflictDoUpdate({ target: faqs.id, set: excludedAll(faqs, ['id']) });
}

/** True when the catalog has never been seeded (no category at all). */
export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}
