import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../client.js';
import { blogPostTranslations, blogPosts } from '../../modules/blog/blog.schema.js';
import { promoCodes } from '../../modules/cart/cart.schema.js';
import {
  categories,
  contentPacks,
  contentParts,
  tariffs,
} from '../../modules/catalog/catalog.schema.js';
import {
  contentPackModels,
  contentPackTags,
} from '../../modules/catalog/content-pack-links.schema.js';
import { documents } from '../../modules/documents/documents.schema.js';
import { faqs } from '../../modules/faq/faq.schema.js';
import { featureFlags } from '../../modules/flags/flags.schema.js';
import { models } from '../../modules/models/models.schema.js';
import { originsPacks } from '../../modules/origins/origins.schema.js';
import { tags } from '../../modules/tags/tags.schema.js';
import { demoId } from './demo-ids.js';
import { isCatalogEmpty, seedDemoCatalog } from './seed.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const counts = async () => {
  const tables = [
    categories,
    contentPacks,
    contentParts,
    models,
    tags,
    tariffs,
    featureFlags,
    faqs,
    originsPacks,
    contentPackModels,
    contentPackTags,
    documents,
    blogPosts,
    blogPostTranslations,
    promoCodes,
  ];
  return Promise.all(
    tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n),
  );
};

describe('the demo seed', () => {
  it('holds the demo catalog the store shows', async () => {
    const [categoryCount, packCount, , modelCount, tagCount, tariffCount] = await counts();
    expect(categoryCount).toBeGreaterThanOrEqual(4);
    expect(packCount).toBeGreaterThanOrEqual(24);
    expect(modelCount).toBeGreaterThanOrEqual(8);
    expect(tagCount).toBeGreaterThanOrEqual(10);
    expect(tariffCount).toBe(3);
    expect(await isCatalogEmpty(database.db)).toBe(false);
  });

  it('is idempotent: a second run changes no counts and keeps ids', async () => {
    const before = await counts();
    await seedDemoCatalog(database.db, paths.demoMedia);
    expect(await counts()).toEqual(before);
    const pack = await database.db.query.contentPacks.findFirst({
      where: (packs, { eq }) => eq(packs.slug, 'alpine-dawn'),
    });
    expect(pack?.id).toBe(demoId('pack', 'alpine-dawn'));
  });

  it('refuses to seed without the media manifest, leaving the catalog as it was', async () => {
    const before = await counts();
    await expect(seedDemoCatalog(database.db, '/nonexistent')).rejects.toThrow(/manifest missing/);
    expect(await counts()).toEqual(before);
  });
});

describe('demoId', () => {
  it('is a stable UUID', () => {
    expect(demoId('pack', 'x')).toBe(demoId('pack', 'x'));
    expect(demoId('pack', 'x')).not.toBe(demoId('model', 'x'));
    expect(demoId('pack', 'x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
