import type { ContentPartFormat } from '@parallax/core/contracts/content';
import type {
  AssetMetadata,
  ContentLinks,
  ContentMetadata,
  MediaFileMetadata,
  SceneMetadata,
} from '@parallax/core/contracts/player';
import { DomainError } from '@parallax/core/errors';
import { givesExclusiveAccess } from '@parallax/core/rules/subscription';
import type { Language, Platform } from '@parallax/core/platform';
import {
  isPackVisible,
  isSceneEntitled,
  NO_SUBSCRIPTION,
  type SubscriptionAccess,
} from '@parallax/core/rules/entitlement';
import { localized } from '@parallax/core/rules/translations';
import type { CatalogSnapshotSource, PackRow } from '../catalog/catalog.snapshot.js';
import type { MediaHashes } from './media-hashes.service.js';
import { GUEST_HOLDER, type MediaLinks } from './media-links.service.js';
import { mediaKeyOfAssetUrl } from '../../providers/media-store/media-keys.rules.js';

type PartRow = PackRow['parts'][number];

/**
 * Who asks for a pack's media: a signed-in user (with what they own and what their subscription
 * opens) or a guest (null).
 */
export type MediaViewer = {
  userId: string | null;
  ownedPackIds: ReadonlySet<string>;
  subscription: SubscriptionAccess;
};

/**
 * Whether the viewer may fetch a scene: a pack they own (bought, granted or in a presale
 * category they bought), a demo pack, a pack their subscription opens, or a trial scene
 * (everyone's, guests included) — the rule of core/rules/entitlement.ts.
 */
export function isEntitled(viewer: MediaViewer, pack: PackRow, part: PartRow): boolean {
  return isSceneEntitled(pack, part, viewer.ownedPackIds, viewer.subscription);
}

type PackAsset = { id: string; kind: AssetMetadata['kind']; key: string };

/**
 * The pack's imagery that lives in the media store: its cover, then its preview images and
 * clips, each file once (the id is its storage key).
 */
function assetsOf(pack: PackRow): PackAsset[] {
  const candidates: { kind: PackAsset['kind']; url: string | null }[] = [
    { kind: 'cover', url: pack.cover },
    ...pack.previews.flatMap((preview) => [
      { kind: 'preview' as const, url: preview.imageUrl },
      { kind: 'preview' as const, url: preview.videoUrl },
    ]),
  ];
  const assets = new Map<string, PackAsset>();
  for (const { kind, url } of candidates) {
    const key = url === null ? null : mediaKeyOfAssetUrl(url);
    if (key !== null && !assets.has(key)) assets.set(key, { id: key, kind, key });
  }
  return [...assets.values()];
}

type MediaServiceDeps = {
  snapshots: CatalogSnapshotSource;
  ownedPackIds: (userId: string) => Promise<readonly string[]>;
  /** The subscriptions service's: what the user's subscription gives now. */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  hashes: MediaHashes;
  links: MediaLinks;
};

async function viewerOf(deps: MediaServiceDeps, userId: string | null): Promise<MediaViewer> {
  if (userId === null) return { userId, ownedPackIds: new Set(), subscription: NO_SUBSCRIPTION };
  const [owned, subscription] = await Promise.all([
    deps.ownedPackIds(userId),
    deps.subscriptionAccessOf(userId),
  ]);
  return { userId, ownedPackIds: new Set(owned), subscription };
}

/** A pack a moderator hid is out of the store: only its owners still find it. */
async function packFor(
  snapshots: CatalogSnapshotSource,
  contentId: string,
  platform: Platform,
  viewer: MediaViewer,
): Promise<PackRow> {
  const pack = (await snapshots.get()).withHidden.packById.get(contentId.toLowerCase());
  if (!pack || !isPackVisible(pack, viewer.ownedPackIds)) {
    throw new DomainError('ContentNotFound', `No content ${contentId}`);
  }
  if (!pack.supportedPlatforms.includes(platform)) {
    throw new DomainError('PlatformNotSupported', `Content ${contentId} is not for ${platform}`);
  }
  return pack;
}

async function fileMetadata(hashes: MediaHashes, key: string): Promise<MediaFileMetadata> {
  const metadata = await hashes.metadataOf(key);
  if (!metadata) throw new DomainError('MediaNotFound', `The media store has no ${key}`);
  return metadata;
}

/** A scene as the player's metadata describes it, titled in `language`. */
function toSceneMetadata(
  part: PartRow,
  language: Language,
  isAccessible: boolean,
  metadata: MediaFileMetadata,
): SceneMetadata {
  return {
    id: part.id,
    title: localized(part, language).title,
    position: part.position,
    isTrial: part.isTrial,
    isAccessible,
    format: {
      kind: part.mediaKind,
      projection: part.projection,
      stereo: part.stereo,
    } as ContentPartFormat,
    formatVersion: part.formatVersion,
    videoDuration: part.videoDuration,
    withAudio: part.withAudio,
    metadata,
    renditions: part.renditions,
  };
}

/** spec 2 §3, §7: what a player needs to fetch a pack's scenes and check what it fetched. */
export function createMediaService(deps: MediaServiceDeps) {
  const { snapshots, hashes, links } = deps;

  return {
    /**
     * Signed URLs of the scenes the viewer is entitled to and of the pack's assets, bound to the
     * signed-in user (a guest's are `guest` links, for demo and trial scenes only).
     */
    async links(contentId: string, platform: Platform, userId: string | null) {
      const viewer = await viewerOf(deps, userId);
      const pack = await packFor(snapshots, contentId, platform, viewer);
      const scenes = pack.parts.filter((part) => isEntitled(viewer, pack, part));
      if (scenes.length === 0) {
        // An exclusive pack (spec 1 §6): the refusal names the plans that open it.
        if (pack.isExclusiveForYearAndLifetime) {
          const tariffs = (await snapshots.get()).activeTariffs.filter(givesExclusiveAccess);
          throw new DomainError('ContentExclusive', `No scene of ${contentId} plays without`, {
            params: { tariffs: tariffs.map((tariff) => tariff.name) },
          });
        }
        throw new DomainError('ContentNotEntitled', `No scene of ${contentId} is yours to play`);
      }
      const holder = userId ?? GUEST_HOLDER;
      const expiresAt = links.expiryOfNewLinks();
      const linkOf = async (id: string, key: string) => ({
        id,
        url: links.sign(key, holder, expiresAt),
        downloadUrl: links.sign(await hashes.storedKeyOf(key), holder, expiresAt),
      });
      // A part with a ladder streams its master playlist; url and downloadUrl stay the
      // progressive file (downloads, players without HLS).
      const sceneLinkOf = async (part: PartRow) => ({
        ...(await linkOf(part.id, part.storageKey)),
        ...(part.streamKey === null
          ? {}
          : { streamUrl: links.sign(part.streamKey, holder, expiresAt) }),
      });
      const body: ContentLinks = {
        contentId: pack.id,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
        scenes: await Promise.all(scenes.map(sceneLinkOf)),
        assets: await Promise.all(assetsOf(pack).map((asset) => linkOf(asset.id, asset.key))),
      };
      return body;
    },

    /**
     * Every scene (titled in `language`, English where not translated), whether the viewer may
     * fetch it, and the size and hashes of every file.
     */
    async metadata(
      contentId: string,
      platform: Platform,
      userId: string | null,
      language: Language,
    ): Promise<ContentMetadata> {
      const viewer = await viewerOf(deps, userId);
      const pack = await packFor(snapshots, contentId, platform, viewer);
      const scenes = await Promise.all(
        pack.parts.map(async (part) =>
          toSceneMetadata(
            part,
            language,
            isEntitled(viewer, pack, part),
            await fileMetadata(hashes, part.storageKey),
          ),
        ),
      );
      const assets = await Promise.all(
        assetsOf(pack).map(async (asset): Promise<AssetMetadata> => {
          const metadata = await fileMetadata(hashes, asset.key);
          return {
            id: asset.id,
            kind: asset.kind,
            lastModifiedAt: metadata.lastModifiedAt,
            metadata,
          };
        }),
      );
      return { contentId: pack.id, platform, scenes, assets };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
