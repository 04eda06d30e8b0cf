import { and, inArray, notInArray } from 'drizzle-orm';
import { demoCatalogEs } from './demo-catalog-es.js';
import { demoCreator } from './demo-catalog.js';
import { demoPacks } from './demo-packs.js';
import { demoModels } from './demo-people.js';
import { demoId } from './demo-ids.js';
import { clip, cover, excludedAll, wide, type SeedMedia, type SeedTx } from './seed-support.js';
import { contentPacks, contentParts } from '../../modules/catalog/catalog.schema.js';

type DemoPack = (typeof demoPacks)[number];

function packRow(pack: DemoPack, index: number, creatorId: string, { media }: SeedMedia) {
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
}

/** The demo packs; their ids. */
export async function seedPacks(
  tx: SeedTx,
  creatorId: string,
  media: SeedMedia,
): Promise<string[]> {
  const packRows = demoPacks.map((pack, index) => packRow(pack, index, creatorId, media));
  await tx
    .insert(contentPacks)
    .values(packRows)
    .onConflictDoUpdate({ target: contentPacks.id, set: excludedAll(contentPacks, ['id']) });

  return packRows.map((row) => row.id);
}

export async function seedParts(
  tx: SeedTx,
  packIds: string[],
  { media }: SeedMedia,
): Promise<void> {
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
}
