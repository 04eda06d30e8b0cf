import type { CreatedFeedLink, FeedLinkList } from '@parallax/core/contracts/feeds';
import { DomainError } from '@parallax/core/errors';
import type { Platform } from '@parallax/core/platform';
import { MAX_FEED_LINKS } from '@parallax/core/rules/account-limits';
import { isPackEntitled, type SubscriptionAccess } from '@parallax/core/rules/entitlement';
import type { Database } from '../../db/client.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import { feedUrlsOf, isFeedPlayable, type FeedPack, type FeedVideo } from './feeds.presenter.js';
import { createFeedsRepository, type FeedsRepository } from './feeds.repository.js';
import { randomToken, sha256 } from '../../opaque-tokens.js';
import { variantPlaylistKeyOf } from '../../providers/media-store/media-keys.rules.js';

/**
 * How long the media URLs of a feed are honoured: a player reads a video's JSON when it opens
 * the video and then streams for as long as it plays, with no way to ask again mid-way, so
 * longer than the web player's hour (the link is the bearer's, see `signMediaLink`).
 */
export const FEED_MEDIA_LINK_TTL_SECONDS = 6 * 60 * 60;

/** A player reads its feed often: the link's last use is written at most once a minute. */
const TOUCH_INTERVAL_MS = 60_000;

/** The platform whose packs the feeds list: the players run on headsets. */
const FEED_PLATFORM: Platform = 'quest3';

/** The shape of `randomToken()`: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const notFound = () => new DomainError('NotFound', 'No such feed');

/**
 * Revokes every live feed link of a user in the caller's transaction, when every credential of
 * the account ends (auth's credentials.service.ts): a player holding one gets 404 and its media links stop.
 * How many were live.
 */
export function endFeedLinksOf(tx: Database, userId: string, at: Date): Promise<number> {
  return createFeedsRepository(tx).revokeAllOf(userId, at);
}

type FeedsDeps = {
  repository: FeedsRepository;
  snapshots: CatalogSnapshotSource;
  /** The ownership service's: packs bought, granted or in a presale category bought. */
  ownedPackIds: (userId: string) => Promise<readonly string[]>;
  /** The subscriptions service's: what the user's subscription gives now. */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /**
   * The media module's signed link (`/media/<key>?u&exp&sig`, a path) to a stored file, valid
   * until `expiresAt` (unix seconds) while the feed link lives: a player sends no session to bind
   * it to, so the feed link stands for the user.
   */
  signMediaLink: (storageKey: string, feedLinkId: string, expiresAt: number) => string;
  publicUrl: string;
  now: () => Date;
};

/** The live link a token names; an unknown, revoked or malformed token is 404. */
async function linkOfToken(
  { repository, now }: FeedsDeps,
  token: string,
): Promise<{ id: string; userId: string }> {
  if (!TOKEN_SHAPE.test(token)) throw notFound();
  const link = await repository.liveByTokenHash(sha256(token));
  if (!link) throw notFound();
  const at = now();
  if (link.lastUsedAt === null || at.getTime() - link.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await repository.touch(link.id, at);
  }
  return link;
}

/**
 * The packs the user may play (owned, demo, or opened by their subscription now) that have a
 * video, in store order. A trial scene of another pack is everyone's, but not the user's pack:
 * it is left out.
 */
async function playablePacks(deps: FeedsDeps, userId: string): Promise<FeedPack[]> {
  const [snapshot, owned, subscription] = await Promise.all([
    deps.snapshots.get(),
    deps.ownedPackIds(userId),
    deps.subscriptionAccessOf(userId),
  ]);
  const ownedIds = new Set(owned);
  // Hidden packs too: one a moderator took out of the store stays its owners' (entitlement).
  return snapshot.withHidden.packs
    .filter(
      (pack) =>
        pack.supportedPlatforms.includes(FEED_PLATFORM) &&
        isPackEntitled(pack, ownedIds, subscription),
    )
    .map((pack) => ({ pack, videos: pack.parts.filter(isFeedPlayable) }))
    .filter(({ videos }) => videos.length > 0);
}

/**
 * VR player feeds (docs/decisions/0035-vr-player-feeds.md): feed links, and the packs a link's
 * user may play, by the one rule of core/rules/entitlement.ts on what the media and library
 * modules read too (what the user owns, what their subscription opens now).
 */
export function createFeedsService(deps: FeedsDeps) {
  const { repository, publicUrl, now } = deps;

  return {
    /**
     * A new link for the user; its token is in the feed URLs answered here, and only here. A user
     * holding MAX_FEED_LINKS live links revokes one first.
     */
    async create(userId: string, label: string): Promise<CreatedFeedLink> {
      const token = randomToken();
      const link = await repository.insertWithin(
        { userId, tokenHash: sha256(token), label, createdAt: now() },
        MAX_FEED_LINKS,
      );
      if (!link) {
        throw new DomainError(
          'FeedLinkLimitReached',
          `A user holds at most ${MAX_FEED_LINKS} live feed links`,
        );
      }
      return {
        id: link.id,
        label: link.label,
        createdAt: link.createdAt.toISOString(),
        ...feedUrlsOf({ publicUrl, token }),
      };
    },

    async list(userId: string): Promise<FeedLinkList> {
      const links = await repository.live(userId);
      return {
        items: links.map((link) => ({
          id: link.id,
          label: link.label,
          createdAt: link.createdAt.toISOString(),
          lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },

    /** Idempotent for the user's own link; another user's, or none, is 404. */
    async revoke(userId: string, id: string): Promise<void> {
      if (!(await repository.revoke(userId, id, now()))) {
        throw new DomainError('NotFound', `No feed link ${id}`);
      }
    },

    /** What the token's user may play now, pack by pack. */
    async library(token: string): Promise<FeedPack[]> {
      return playablePacks(deps, (await linkOfToken(deps, token)).userId);
    },

    /**
     * One video of the feed with its media URL. A part the user may not play, or that the feed
     * does not list (a photo, a 3D scene), is 404 like an unknown one.
     */
    async video(token: string, partId: string): Promise<FeedVideo> {
      const link = await linkOfToken(deps, token);
      const packs = await playablePacks(deps, link.userId);
      const wanted = partId.toLowerCase();
      for (const { pack, videos } of packs) {
        const part = videos.find(({ id }) => id === wanted);
        if (!part) continue;
        const expiresAt = Math.floor(now().getTime() / 1000) + FEED_MEDIA_LINK_TTL_SECONDS;
        const urlOf = (key: string) => `${publicUrl}${deps.signMediaLink(key, link.id, expiresAt)}`;
        const { streamKey } = part;
        return {
          pack,
          part,
          mediaUrl: urlOf(part.storageKey),
          streams:
            streamKey === null
              ? []
              : part.renditions.map((rendition) => ({
                  rendition,
                  url: urlOf(variantPlaylistKeyOf(streamKey, rendition.name)),
                })),
        };
      }
      throw new DomainError('PartNotFound', `No video ${partId} in this feed`);
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
