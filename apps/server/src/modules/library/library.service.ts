import type { LibraryEntry } from '@parallax/core/contracts/library';
import { DomainError } from '@parallax/core/errors';
import {
  isPackEntitled,
  isPackVisible,
  type SubscriptionAccess,
} from '@parallax/core/rules/entitlement';
import { givesExclusiveAccess } from '@parallax/core/rules/subscription';
import type { Database } from '../../db/client.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { LibraryRepository } from './library.repository.js';

/**
 * The library (spec 2 §3 Library, §7 add content to collection): the packs a user keeps to
 * download and play. A pack goes in when the user adds it, if it is theirs to play by the one
 * rule of core/rules/entitlement.ts, and when they buy it.
 */
export function createLibraryService(deps: {
  repository: LibraryRepository;
  snapshots: CatalogSnapshotSource;
  /** The ownership service's: packs bought, granted or in a presale category bought. */
  ownedPackIds: (userId: string) => Promise<readonly string[]>;
  /** The subscriptions service's: what the user's subscription gives now. */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /** The catalog service's: the packs of presale categories, in the caller's transaction. */
  packIdsInCategories: (categoryIds: readonly string[], executor?: Database) => Promise<string[]>;
}) {
  const { repository } = deps;

  return {
    /** The ids of the packs in the user's library (the viewer's `libraryPackIds`). */
    packIds: (userId: string): Promise<string[]> => repository.packIds(userId),

    /**
     * Adds a pack the user may play (owned, demo, or opened by their subscription). Idempotent:
     * a pack already in the library keeps the date it was first added.
     */
    async add(userId: string, contentPackId: string): Promise<LibraryEntry> {
      const [snapshot, owned, subscription] = await Promise.all([
        deps.snapshots.get(),
        deps.ownedPackIds(userId).then((ids) => new Set(ids)),
        deps.subscriptionAccessOf(userId),
      ]);
      // A pack a moderator hid is out of the store: only its owners still find it.
      const pack = snapshot.withHidden.packById.get(contentPackId.toLowerCase());
      if (!pack || !isPackVisible(pack, owned)) {
        throw new DomainError('ContentNotFound', `No content ${contentPackId}`);
      }
      if (!isPackEntitled(pack, owned, subscription)) throw notEntitled(pack, snapshot);
      const entry = await repository.add(userId, pack.id);
      return { contentId: entry.contentPackId, addedAt: entry.addedAt.toISOString() };
    },

    /** Idempotent: a pack not in the library is left as it is. */
    remove: (userId: string, contentPackId: string): Promise<void> =>
      repository.remove(userId, contentPackId),

    /**
     * What a paid order puts in the buyer's library, in the payment's transaction: its packs,
     * and the packs its presale categories hold now. Idempotent.
     */
    async addPurchase(
      tx: Database,
      userId: string,
      bought: { contentPackIds: readonly string[]; presaleCategoryIds: readonly string[] },
    ): Promise<void> {
      const inPresales = await deps.packIdsInCategories(bought.presaleCategoryIds, tx);
      await repository.addMany(userId, [...new Set([...bought.contentPackIds, ...inPresales])], tx);
    },

    /**
     * What a refund takes back (the desk), in its transaction: the refunded packs and those of
     * the refunded presale categories leave the library, unless the buyer still owns them
     * otherwise (`kept`: what they own after the refund).
     */
    async removePurchase(
      tx: Database,
      userId: string,
      refunded: { contentPackIds: readonly string[]; presaleCategoryIds: readonly string[] },
      kept: { contentPackIds: readonly string[]; presaleCategoryIds: readonly string[] },
    ): Promise<void> {
      const keptIds = new Set([
        ...kept.contentPackIds,
        ...(await deps.packIdsInCategories(kept.presaleCategoryIds, tx)),
      ]);
      const inPresales = await deps.packIdsInCategories(refunded.presaleCategoryIds, tx);
      const gone = [...new Set([...refunded.contentPackIds, ...inPresales])].filter(
        (id) => !keptIds.has(id),
      );
      await repository.removeMany(userId, gone, tx);
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;

type Snapshot = Awaited<ReturnType<CatalogSnapshotSource['get']>>;

/**
 * The refusal of a pack the user may not play. An exclusive pack without trial scenes is sold
 * with no plan but the annual and lifetime ones (spec 1 §6): the refusal names them, and says no
 * trial scene plays (rather than "buy it", which nobody can).
 */
function notEntitled(
  pack: Snapshot['packs'][number],
  snapshot: Pick<Snapshot, 'activeTariffs'>,
): DomainError {
  if (pack.isExclusiveForYearAndLifetime && !pack.parts.some((part) => part.isTrial)) {
    const tariffs = snapshot.activeTariffs.filter(givesExclusiveAccess).map((row) => row.name);
    return new DomainError(
      'ContentExclusive',
      `Content ${pack.id} comes with ${tariffs.join(', ')}`,
      {
        params: { tariffs },
      },
    );
  }
  return new DomainError('ContentNotEntitled', `Content ${pack.id} is not yours to play`);
}
