import { inArray } from 'drizzle-orm';
import { demoCatalogEs } from './demo-catalog-es.js';
import { demoPacks } from './demo-packs.js';
import { demoModels, demoTags } from './demo-people.js';
import { demoId } from './demo-ids.js';
import { cover, excludedAll, wide, type SeedMedia, type SeedTx } from './seed-support.js';
import {
  contentPackModels,
  contentPackTags,
} from '../../modules/catalog/content-pack-links.schema.js';
import { modelTags, models } from '../../modules/models/models.schema.js';
import { relatedTags, tags } from '../../modules/tags/tags.schema.js';

export async function seedModels(tx: SeedTx, { portrait }: SeedMedia): Promise<void> {
  await tx
    .insert(models)
    .values(
      demoModels.map((model) => ({
        id: demoId('model', model.slug),
        slug: model.slug,
        name: model.name,
        photo: portrait(model.slug),
        description: model.description,
        height: model.height,
        weight: model.weight,
        breastSizeIndex: null,
        hairColor: model.hairColor,
        ethnicity: model.ethnicity,
        quote: model.quote,
        age: model.age,
        socialNetworksLinks: model.instagram
          ? [{ socialNetwork: 'INSTAGRAM' as const, link: model.instagram }]
          : [],
        complexTags: [{ name: 'Speciality', value: model.speciality }],
        seoTitle: `${model.name} | Parallax`,
        seoDescription: model.description,
        translations: { es: demoCatalogEs.models[model.slug] },
      })),
    )
    .onConflictDoUpdate({ target: models.id, set: excludedAll(models, ['id']) });
}

export async function seedTags(tx: SeedTx): Promise<void> {
  await tx
    .insert(tags)
    .values(
      demoTags.map((tag, position) => ({
        id: demoId('tag', tag.slug),
        slug: tag.slug,
        name: tag.name,
        description: tag.description,
        metaTitle: `${tag.name} VR content | Parallax`,
        metaDescription: tag.description,
        h1Content: `${tag.name} in VR`,
        faqs: tag.faqs,
        screenshotPairs: tag.screenshots.map((n) => ({
          smallImageUrl: cover(n),
          fullImageUrl: wide(n),
        })),
        position,
        translations: { es: demoCatalogEs.tags[tag.slug] },
      })),
    )
    .onConflictDoUpdate({ target: tags.id, set: excludedAll(tags, ['id']) });
}

/** Which models and tags each pack has, each model's tags and each tag's related tags. */
export async function seedLinks(tx: SeedTx, packIds: string[]): Promise<void> {
  const modelIds = demoModels.map((model) => demoId('model', model.slug));
  const tagIds = demoTags.map((tag) => demoId('tag', tag.slug));
  await tx.delete(contentPackModels).where(inArray(contentPackModels.contentPackId, packIds));
  await tx.delete(contentPackTags).where(inArray(contentPackTags.contentPackId, packIds));
  await tx.delete(modelTags).where(inArray(modelTags.modelId, modelIds));
  await tx.delete(relatedTags).where(inArray(relatedTags.tagId, tagIds));
  await tx.insert(contentPackModels).values(
    demoPacks.flatMap((pack) =>
      pack.models.map((slug, position) => ({
        contentPackId: demoId('pack', pack.slug),
        modelId: demoId('model', slug),
        position,
      })),
    ),
  );
  await tx.insert(contentPackTags).values(
    demoPacks.flatMap((pack) =>
      pack.tags.map((slug) => ({
        contentPackId: demoId('pack', pack.slug),
        tagId: demoId('tag', slug),
      })),
    ),
  );
  await tx.insert(modelTags).values(
    demoModels.flatMap((model) =>
      model.tags.map((slug) => ({
        modelId: demoId('model', model.slug),
        tagId: demoId('tag', slug),
      })),
    ),
  );
  await tx.insert(relatedTags).values(
    demoTags.flatMap((tag) =>
      tag.related.map((slug) => ({
        tagId: demoId('tag', tag.slug),
        relatedTagId: demoId('tag', slug),
      })),
    ),
  );
}
