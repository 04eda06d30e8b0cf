import { discountPercent, fromCents, toCents } from './price.js';

type CollectionItem = { price: number; collectionPrice: number; isContentOwned: boolean };

export type OriginsTotals = { price: number; collectionPrice: number; savingPercentage: number };

/**
 * spec 2 §3: an origins pack's totals count only the contents the viewer does not own;
 * savingPercentage = round((1 − collectionPrice / price) × 100), 0 when nothing is left to buy.
 * Sums are taken in cents, so 0.1 + 0.2 stays 0.3.
 */
export function originsTotals(items: readonly CollectionItem[]): OriginsTotals {
  const notOwned = items.filter((item) => !item.isContentOwned);
  const sumCents = (pick: (item: CollectionItem) => number) =>
    notOwned.reduce((total, item) => total + toCents(pick(item)), 0);
  const price = fromCents(sumCents((item) => item.price));
  const collectionPrice = fromCents(sumCents((item) => item.collectionPrice));
  return { price, collectionPrice, savingPercentage: discountPercent(price, collectionPrice) };
}

/** spec 2 §2, §6: a locked origins pack blocks its elements, and safe mode disables them too. */
export function areOriginsElementsEnabled(state: { isLocked: boolean; isSafeMode: boolean }) {
  return !state.isLocked && !state.isSafeMode;
}
