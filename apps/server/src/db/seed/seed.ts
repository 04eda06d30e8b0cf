import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, getTableColumns, inArray, notInArray, sql, type SQL, type Table } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../client.js';
import { promoCodes } from '../../modules/cart/cart.schema.js';
import {
  categories,
  contentPackModels,
  contentPackTags,
  contentPacks,
  contentParts,
  creators,
  tariffs,
} from '../../modules/catalog/catalog.schema.js';
import { faqs } from '../../modules/faq/faq.schema.js';
import { featureFlags } from '../../modules/flags/flags.schema.js';
import { modelTags, models } from '../../modules/models/models.schema.js';
import { originsPackElements, originsPacks } from '../../modules/origins/origins.schema.js';
import { relatedTags, tags } from '../../modules/tags/tags.schema.js';
import {
  demoCategories,
  demoCreator,
  demoFaqs,
  demoFeatureFlags,
  demoModels,
  demoOriginsPack,
  demoPacks,
  demoTags,
  demoTariffs,
  type DemoMediaKey,
} from './demo-catalog.js';
import { demoCatalogEs } from './demo-catalog-es.js';
import { seedDemoDocuments } from './seed-documents.js';
import { demoPromoCodes } from './demo-promo-codes.js';

const ManifestEntry = z.object({
  path: z.string(),
  kind: z.enum(['image', 'video', 'scene3d']),
  durationSeconds: z.number().optional(),
  projection: z.enum(['flat', 'equirect180', 'equirect360', 'fisheye190', 'fisheye200']),
  stereo: z.enum(['mono', 'sbs', 'tb']),
  sizeInBytes: z.number().int().nonnegative(),
  sha256: z.string().length(64),
});
type ManifestEntry = z.infer<typeof ManifestEntry>;

/** Stable ids (UUID v5 layout from SHA-1), so a second seed updates rows instead of adding. */
export function demoId(kind: string, key: string): string {
  const hex = createHash('sha1').update(`parallax-demo:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const asset = (path: string) => `/static/demo/${path}`;
const pad = (n: number) => String(n).padStart(2, '0');
const cover = (n: number) => asset(`covers/cover-${pad(n)}.jpg`);
const wide = (n: number) => asset(`wide/wide-${pad(n)}.jpg`);
/** Covers come in six themes of four (01–04 mountains, 05–08 space, …); one preview clip each. */
const clip = (coverNumber: number) => asset(`previews/clip-${pad(Math.ceil(coverNumber / 4))}.mp4`);

async function readManifest(mediaDir: string): Promise<Map<string, ManifestEntry>> {
  const file = join(mediaDir, 'manifest.json');
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`Demo media manifest missing: ${file} (run npm run media -w apps/server)`);
  });
  const entries = z.array(ManifestEntry.loose()).parse(JSON.parse(text));
  return new Map(entries.map((entry) => [entry.path, entry]));
}

/**
 * Writes the demo catalog in one transaction. Idempotent: rows are upserted by their stable ids
 * and link tables of demo rows are rewritten, so running it twice leaves the same catalog.
 */
export async function seedDemoCatalog(db: Database, mediaDir: string): Promise<void> {
  const manifest = await readManifest(mediaDir);
  const media = (key: DemoMediaKey): ManifestEntry => {
    const entry = manifest.get(key);
    if (!entry) throw new Error(`Demo media ${key} is not in the manifest`);
    return entry;
  };
  /** A model's profile picture, rendered by the media script's portraits stage. */
  const portrait = (slug: string): string => {
    const path = `portraits/${slug}.webp`;
    if (!manifest.has(path)) throw new Error(`Demo media ${path} is not in the manifest`);
    return asset(path);
  };

  await db.transaction(async (tx) => {
    const creatorId = demoId('creator', demoCreator.username);
    await tx
      .insert(creators)
      .values({ id: creatorId, ...demoCreator, pic: asset('covers/cover-01.jpg') })
      .onConflictDoUpdate({ target: creators.id, set: { name: demoCreator.name } });

    const categoryRows = demoCategories.map((category, position) => ({
      id: demoId('category', category.name),
      name: category.name,
      title: category.title,
      description: category.description,
      position,
      textColor: category.textColor ?? '#FFFFFF',
      backgroundColor: category.backgroundColor ?? '#000000',
      uiFadingOut: category.uiFadingOut ?? false,
      techDataImageMobile: null,
      techDataImageDesktop: null,
      bonusContentPlacing: category.bonusContentPlacing ?? 'last',
      originsPackPlacing: category.originsPackPlacing ?? 'last',
      isPresaleEnabled: category.presale !== undefined,
      presalePriceCents: category.presale?.priceCents ?? null,
      presaleInitialPriceCents: category.presale?.initialPriceCents ?? null,
      presaleImage: category.presale ? wide(category.presale.cover) : null,
      presaleDescription: category.presale?.description ?? null,
      presaleReleaseDate: category.presale?.releaseDate ?? null,
      translations: { es: demoCatalogEs.categories[category.name] },
    }));
    await tx
      .insert(categories)
      .values(categoryRows)
      .onConflictDoUpdate({ target: categories.id, set: excludedAll(categories, ['id']) });

    const tariffRows = demoTariffs.map(({ key, ...tariff }, position) => {
      const featureDataList = [
        { icon: 'library', description: 'Every pack in the store' },
        { icon: 'download', description: 'Offline downloads' },
        ...(tariff.durationDays === null || tariff.durationDays >= 365
          ? [{ icon: 'star', description: 'Exclusive packs' }]
          : []),
      ];
      const es = demoCatalogEs.tariffs[key];
      return {
        ...tariff,
        id: demoId('tariff', key),
        position,
        cartPreview: wide(position * 4 + 5),
        featureDataList,
        trialContentPackIds: tariff.isTrialEnabled ? [demoId('pack', 'high-noon-summit')] : [],
        translations: {
          es: {
            ...es,
            featureDataList: featureDataList.map((feature) => ({
              ...feature,
              description: demoCatalogEs.tariffFeatures[feature.description] ?? feature.description,
            })),
          },
        },
      };
    });
    await tx
      .insert(tariffs)
      .values(tariffRows)
      .onConflictDoUpdate({ target: tariffs.id, set: excludedAll(tariffs, ['id']) });

    const packRows = demoPacks.map((pack, index) => {
      const partsSize = pack.scenes.reduce((sum, scene) => sum + media(scene.media).sizeInBytes, 0);
      const hasVideo = pack.scenes.some((scene) => media(scene.media).kind === 'video');
      const hasImage = pack.scenes.some((scene) => media(scene.media).kind === 'image');
      return {
        id: demoId('pack', pack.slug),
        slug: pack.slug,
        categoryId: demoId('category', pack.category),
        creatorId,
        position: index,
        type: hasVideo && hasImage ? 'mixed' : hasVideo ? 'video' : 'photo',
        status: pack.isPreview ? 'COMING_SOON' : 'PUBLISHED',
        title: pack.title,
        description: pack.description,
        cover: cover(pack.cover),
        storePreview: cover(pack.cover),
        storePreviewBack: wide(pack.cover),
        unpurchasedImage: wide(pack.cover),
        libraryUnpurchasedPreview: cover(pack.cover),
        verticalImages: [cover(pack.cover)],
        previews: [
          { imageUrl: wide(pack.cover), videoUrl: clip(pack.cover), videoDuration: 3 },
          { imageUrl: cover(pack.cover), videoUrl: null, videoDuration: null },
        ],
        publishDate: new Date(pack.publishDate),
        contentReleaseDate: pack.releaseDate ?? null,
        saveCount: (index * 37) % 211,
        purchaseCount: (index * 53) % 389,
        initialPriceCents: pack.initialPriceCents ?? pack.priceCents,
        priceCents: pack.priceCents,
        supportedPlatforms: ['web_app', 'desktop_app', 'quest3'],
        is2DViewerEnabled: pack.scenes.length > 0,
        isBonusContent: pack.isBonusContent ?? false,
        showInCollection: !(pack.isBonusContent ?? false),
        customization: {
          accentColor: pack.accentColor,
          backgroundColor: '#0B0D12',
          themes: [pack.category],
          arrowTheme: 'light' as const,
          seo: {
            metaTitle: `${pack.title} — VR pack | Parallax`,
            metaDescription: pack.description,
          },
        },
        isDemo: pack.isDemo ?? false,
        isPreview: pack.isPreview ?? false,
        isAllowedToSetCustomPrice: pack.customPrice !== undefined,
        customPriceText: pack.customPrice?.text ?? null,
        customPriceLowerBoundCents: pack.customPrice?.lowerBoundCents ?? null,
        location: pack.location ?? null,
        studio: demoCreator.name,
        actors: pack.models.map((slug) => demoModels.find((m) => m.slug === slug)?.name ?? slug),
        role: pack.role ?? null,
        genre: pack.genre ?? null,
        isExclusiveForYearAndLifetime: pack.isExclusiveForYearAndLifetime ?? false,
        isAvailableToYearAndLifetimeTariffs: true,
        buttonText: null,
        assetsSizeBytes: pack.scenes.length === 0 ? 0 : Math.round(partsSize * 0.02),
        translations: { es: demoCatalogEs.packs[pack.slug] },
      };
    });
    await tx
      .insert(contentPacks)
      .values(packRows)
      .onConflictDoUpdate({ target: contentPacks.id, set: excludedAll(contentPacks, ['id']) });

    const packIds = packRows.map((row) => row.id);
    const partRows = demoPacks.flatMap((pack) =>
      pack.scenes.map((scene, position) => {
        const file = media(scene.media);
        return {
          id: demoId('part', `${pack.slug}:${position}`),
          contentPackId: demoId('pack', pack.slug),
          position,
          type: file.kind === 'video' ? 'dynamic' : 'static',
          title: scene.title,
          sizeInBytes: file.sizeInBytes,
          videoDuration: file.durationSeconds ?? null,
          withAudio: false,
          mediaKind: file.kind,
          projection: file.projection,
          stereo: file.stereo,
          storageKey: `demo/${file.path}`,
          sha256: file.sha256,
          lastModifiedAt: new Date(pack.publishDate),
          isTrial: scene.isTrial ?? false,
          is2DViewerEnabled: true,
          translations: { es: { title: demoCatalogEs.parts[scene.title] } },
        };
      }),
    );
    // Upserted by id, never deleted and re-inserted: users' playback positions cascade from their
    // part, so only the parts the demo catalog no longer has go.
    if (partRows.length > 0) {
      await tx
        .insert(contentParts)
        .values(partRows)
        .onConflictDoUpdate({
          target: contentParts.id,
          set: excludedAll(contentParts, ['id']),
        });
    }
    await tx.delete(contentParts).where(
      and(
        inArray(contentParts.contentPackId, packIds),
        notInArray(
          contentParts.id,
          partRows.map((row) => row.id),
        ),
      ),
    );

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

    const origins = demoOriginsPack;
    const { elements: elementsEs, ...originsEs } = demoCatalogEs.originsPack;
    const originsId = demoId('origins', origins.slug);
    await tx
      .insert(originsPacks)
      .values({
        id: originsId,
        categoryId: demoId('category', origins.category),
        slug: origins.slug,
        title: origins.title,
        descriptionLocked: origins.descriptionLocked,
        descriptionUnlocked: origins.descriptionUnlocked,
        imageLocked: cover(origins.cover),
        imageUnlocked: wide(origins.cover),
        descriptionAtStore: origins.descriptionAtStore,
        seo: {
          metaTitle: `${origins.title} | Parallax`,
          metaDescription: origins.descriptionAtStore,
        },
        isEnabled: true,
        translations: {
          es: {
            ...originsEs,
            seo: { metaTitle: `${origins.title} | Parallax`, ...originsEs.seo },
          },
        },
      })
      .onConflictDoUpdate({ target: originsPacks.id, set: excludedAll(originsPacks, ['id']) });
    await tx
      .delete(originsPackElements)
      .where(inArray(originsPackElements.originsPackId, [originsId]));
    await tx.insert(originsPackElements).values(
      origins.elements.map((element, position) => ({
        id: demoId('origins-element', `${origins.slug}:${position}`),
        originsPackId: originsId,
        position,
        type: element.type,
        titleLocked: element.titleLocked,
        titleUnlocked: element.titleUnlocked,
        promocodeValue: element.promocodeValue ?? null,
        downloadLink: element.downloadLink ?? null,
        buttonText: element.buttonText ?? null,
        image: wide(position + 1),
        contentPackId: element.contentPack ? demoId('pack', element.contentPack) : null,
        translations: { es: elementsEs[position] ?? {} },
      })),
    );

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

    await seedDemoDocuments(tx);
    // Codes existing rows keep (their usage counts are real); new ones are added.
    await tx.insert(promoCodes).values(demoPromoCodes).onConflictDoNothing();
  });
}

/** `set` for an upsert that takes every column from the proposed row (`excluded.*`). */
function excludedAll(table: Table, skip: string[]): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !skip.includes(key))
      .map(([key, column]) => {
        // With casing: 'snake_case', a column named after its key gets its SQL name at query time.
        const name = column.keyAsName ? toSnakeCase(key) : column.name;
        return [key, sql.raw(`excluded."${name}"`)];
      }),
  );
}

function toSnakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** True when the catalog has never been seeded (no category at all). */
export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}
