import { DomainError } from '@parallax/core/errors';
import type { Database } from '../../db/client.js';
import { isPurchasable } from '../catalog/catalog.presenter.js';
import type { CatalogSnapshotSource } from '../catalog/catalog.snapshot.js';
import type { OwnershipRepository } from './ownership.repository.js';

/** What users own: packs granted one by one, and presale categories bought. */
export function createOwnershipService(
  ownership: OwnershipRepository,
  catalog: CatalogSnapshotSource,
) {
  return {
    /**
     * The packs a user owns: granted one by one, or in a presale category they bought (spec 1
     * §4: the category's packs now and to come).
     */
    ownedPackIds: async (userId: string): Promise<string[]> => {
      const [granted, presales] = await Promise.all([
        ownership.ownedPackIds(userId),
        ownership.boughtPresales(userId),
      ]);
      if (presales.length === 0) return granted;
      const boughtAt = new Map(presales.map((row) => [row.categoryId, row.grantedAt]));
      const inPresales = (await catalog.get()).withHidden.packs
        .filter((pack) => {
          const at = boughtAt.get(pack.categoryId);
          if (!at) return false;
          // A pack a moderator hid stays its owners' (spec 2 §3 contentModerationDto), and only
          // theirs: a presale category bought once the pack was hidden does not bring it.
          return pack.hiddenAt === null || at.getTime() <= pack.hiddenAt.getTime();
        })
        .map((pack) => pack.id);
      return [...new Set([...granted, ...inPresales])];
    },

    /**
     * What the user owns by itself (packs granted one by one, presale categories bought), read in
     * the caller's transaction: what a refund leaves the buyer.
     */
    ownedIn: async (
      tx: Database,
      userId: string,
    ): Promise<{ contentPackIds: string[]; presaleCategoryIds: string[] }> => ({
      contentPackIds: await ownership.ownedPackIds(userId, tx),
      presaleCategoryIds: (await ownership.boughtPresales(userId, tx)).map((row) => row.categoryId),
    }),

    /**
     * A refunded purchase taken back (the desk), in the refund's transaction: the packs a
     * purchase granted and the presale categories bought.
     */
    revokePurchase: (
      tx: Database,
      userId: string,
      bought: { contentPackIds: readonly string[]; presaleCategoryIds: readonly string[] },
    ) => ownership.revokePurchase(tx, userId, bought),

    boughtPresaleCategoryIds: (userId: string) => ownership.boughtPresaleCategoryIds(userId),

    /** Who bought a presale category, in the caller's transaction. */
    presaleBuyerIds: (tx: Database, categoryId: string) =>
      ownership.presaleBuyerIds(tx, categoryId),

    /**
     * What a paid order gives (spec 1 §4): its packs, and its presale categories (every pack of
     * each, now and to come), in the payment's transaction. Idempotent.
     */
    async grantPurchase(
      tx: Database,
      userId: string,
      bought: { contentPackIds: readonly string[]; presaleCategoryIds: readonly string[] },
    ): Promise<void> {
      await ownership.grant(userId, bought.contentPackIds, 'purchase', tx);
      await ownership.grantPresales(userId, bought.presaleCategoryIds, tx);
    },

    /** Packs granted one by one and how (a purchase, a claim…); presale packs are not listed. */
    grantedPacks: (userId: string) => ownership.grantedPacks(userId),

    /** spec 2 §3 Card ownership: the promo's pack, claimed by a subscriber. Idempotent. */
    grantClaim: (userId: string, contentPackId: string) =>
      ownership.grant(userId, [contentPackId], 'claim'),

    /** Grants every purchasable pack of a category (what unlocks its origins pack); their ids. */
    async grantCategory(userId: string, categoryName: string): Promise<string[]> {
      const snapshot = await catalog.get();
      const category = snapshot.categories.find((row) => row.name === categoryName);
      if (!category) throw new DomainError('CategoryNotFound', `No category ${categoryName}`);
      const ids = snapshot.packs
        .filter((pack) => pack.categoryId === category.id && isPurchasable(pack))
        .map((pack) => pack.id);
      await ownership.grant(userId, ids, 'grant');
      return ids;
    },

    /** Grants one pack by slug; its id. */
    async grantContent(userId: string, slug: string): Promise<string> {
      const pack = (await catalog.get()).packBySlug.get(slug);
      if (!pack) throw new DomainError('ContentNotFound', `No content ${slug}`);
      await ownership.grant(userId, [pack.id], 'grant');
      return pack.id;
    },
  };
}

export type OwnershipService = ReturnType<typeof createOwnershipService>;
