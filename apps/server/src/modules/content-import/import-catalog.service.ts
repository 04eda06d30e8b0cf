import type { Database } from '../../db/client.js';
import type {
  ImportedPackRow,
  ImportedPartRow,
  PackImportService,
} from '../catalog/pack-import.service.js';
import type { ContentImportRepository, ImportItemRow } from './content-import.repository.js';
import type { PlannedPack, UploadedPart } from './content-import.types.js';
import { packWithSources } from './import-check.service.js';
import { keysOfUploaded } from './import-upload.service.js';

export type CatalogDeps = {
  db: Database;
  catalog: PackImportService;
  repository: ContentImportRepository;
  now: () => Date;
};

type ItemWithMedia = ImportItemRow & { media: UploadedPart | null };

/** The pack's texts, price, links and imagery (from its parts' prepared pictures). */
function packRowOf(pack: PlannedPack, items: ItemWithMedia[]) {
  const media = items.flatMap((item) => (item.media ? [item.media] : []));
  const kinds = new Set(items.map((item) => item.part.probe.kind));
  const first = media[0];
  const seo = (title: string, description: string, tail: string) => ({
    metaTitle: `${title} — ${tail} | Parallax`,
    metaDescription: description,
  });
  return {
    categoryId: pack.categoryId,
    type:
      kinds.size === 1 && kinds.has('video')
        ? 'video'
        : kinds.size === 1 && kinds.has('image')
          ? 'photo'
          : 'mixed',
    title: pack.title.en,
    description: pack.description.en,
    ...(first && {
      cover: first.cover,
      storePreview: first.storePreview,
      storePreviewBack: first.storePreview,
      unpurchasedImage: first.storePreview,
      libraryUnpurchasedPreview: first.cover,
      verticalImages: [first.cover],
      previews: media.map((part) => ({
        imageUrl: part.storePreview,
        videoUrl: part.previewClip,
        videoDuration: part.previewClip ? 3 : null,
      })),
    }),
    contentReleaseDate: pack.releaseDate,
    initialPriceCents: pack.initialPriceCents,
    priceCents: pack.priceCents,
    supportedPlatforms: ['web_app', 'desktop_app', 'quest3'],
    is2DViewerEnabled: true,
    actors: pack.modelNames,
    isExclusiveForYearAndLifetime: pack.isExclusive,
    assetsSizeBytes: media.reduce((sum, part) => sum + part.publicBytes, 0),
    translations: {
      es: {
        description: pack.description.es,
        seo: seo(pack.title.es, pack.description.es, 'pack VR'),
      },
    },
    seoEn: seo(pack.title.en, pack.description.en, 'VR pack'),
  };
}

/** A prepared part's row: its media keys, sizes and ladder; lastModifiedAt moves. */
function partRowOf(packId: string, item: ItemWithMedia, position: number, now: Date) {
  const { part } = item;
  const base = {
    position,
    title: part.title.en,
    translations: { es: { title: part.title.es } },
    isTrial: part.isTrial,
  };
  const media = item.status === 'unchanged' ? null : item.uploaded;
  if (!media) return { base, full: null };
  const { prepared } = media;
  const full: ImportedPartRow = {
    ...base,
    contentPackId: packId,
    type: prepared.kind === 'video' ? 'dynamic' : 'static',
    sizeInBytes: media.mainSize,
    videoDuration: part.probe.durationSeconds,
    withAudio: part.probe.withAudio,
    mediaKind: prepared.kind,
    projection: part.layout.projection,
    stereo: part.layout.stereo,
    storageKey: `${media.keyPrefix}${prepared.mainFile}`,
    streamKey: prepared.masterPlaylist ? `${media.keyPrefix}${prepared.masterPlaylist}` : null,
    renditions: prepared.renditions,
    sha256: null,
    lastModifiedAt: now,
    is2DViewerEnabled: true,
  };
  return { base, full };
}

/** Writes one pack and its parts; the store keys its replaced or dropped parts no longer need. */
async function writePack(
  tx: Database,
  pack: PlannedPack,
  items: ItemWithMedia[],
  deps: CatalogDeps,
) {
  const now = deps.now();
  const existing = await packWithSources(deps, pack.slug, tx);
  const { seoEn, ...row } = packRowOf(pack, items);
  let packId: string;
  if (existing) {
    packId = existing.id;
    await deps.catalog.updatePack(tx, packId, row);
  } else {
    const cover = row.cover ?? '';
    const draft: ImportedPackRow = {
      ...row,
      slug: pack.slug,
      creatorId: await deps.catalog.creatorId(tx),
      cover,
      storePreview: row.storePreview ?? cover,
      customization: {
        accentColor: '#7C5CFF',
        backgroundColor: '#0B0D12',
        themes: [pack.categoryName],
        arrowTheme: 'light',
        seo: seoEn,
      },
      isDraft: true,
      publishDate: now,
    };
    packId = await deps.catalog.insertPack(tx, draft);
  }
  const sourceByPath = new Map(existing?.sources.map((source) => [source.sourcePath, source]));
  const kept = new Set<string>();
  const replaced: string[] = [];
  for (const [position, item] of items.entries()) {
    const source = sourceByPath.get(item.sourcePath);
    const { base, full } = partRowOf(packId, item, position, now);
    if (!full) {
      if (source) await deps.catalog.updatePart(tx, source.partId, base);
      if (source) kept.add(source.partId);
      continue;
    }
    const media = item.uploaded as UploadedPart;
    let partId: string;
    if (source) {
      partId = source.partId;
      await deps.catalog.updatePart(tx, partId, full);
      replaced.push(...source.storeKeys);
    } else partId = await deps.catalog.insertPart(tx, full);
    kept.add(partId);
    const storeKeys = keysOfUploaded(media);
    await deps.repository.saveSource(tx, {
      partId,
      sourcePath: item.sourcePath,
      fingerprint: item.fingerprint,
      keyPrefix: media.keyPrefix,
      storeKeys,
    });
  }
  const dropped = (existing?.sources ?? []).filter((source) => !kept.has(source.partId));
  await deps.catalog.deleteParts(
    tx,
    dropped.map((source) => source.partId),
  );
  await deps.catalog.replaceLinks(tx, packId, pack.tagIds, pack.modelIds);
  return [...replaced, ...dropped.flatMap((source) => source.storeKeys)];
}

/**
 * Once every item of the import is prepared: ONE transaction writes its packs into the catalog
 * (drafts when new; a published pack stays published) and marks the import done. The store keys
 * no part uses any more, for removal after the commit; null while items are still to prepare
 * (or the import is over).
 */
export async function finishImportIfComplete(
  tx: Database,
  importId: string,
  deps: CatalogDeps,
): Promise<string[] | null> {
  const run = await deps.repository.lockImport(tx, importId);
  if (!run || run.status !== 'preparing') return null;
  const items = await deps.repository.itemsOf(importId, tx);
  if (items.some((item) => item.status !== 'prepared' && item.status !== 'unchanged')) return null;
  const withMedia: ItemWithMedia[] = [];
  for (const item of items) {
    withMedia.push({
      ...item,
      media: item.uploaded ?? (await deps.repository.uploadedOf(item.fingerprint, tx)),
    });
  }
  const unused: string[] = [];
  for (const pack of run.plan.packs) {
    const packItems = withMedia.filter((item) => item.packSlug === pack.slug);
    unused.push(...(await writePack(tx, pack, packItems, deps)));
  }
  await deps.repository.finishImport(tx, importId, 'done');
  const inUse = new Set(
    withMedia.flatMap((item) => (item.media ? keysOfUploaded(item.media) : [])),
  );
  return unused.filter((key) => !inUse.has(key));
}
