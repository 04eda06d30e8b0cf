import type { CategoryWithContent, ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack } from '@parallax/core/contracts/content';
import { useStoreActions } from '@/data/catalog/store-actions';

/*
 * Where the store's actions go. The cart's and the player's come from the app
 * (data/catalog/store-actions.tsx), so this feature imports neither. The library's render nothing until its
 * issue lands: a button that looks like it works but does nothing would mislead the buyer, while
 * the surrounding page already says what the item is and costs.
 */

/** spec 1 §4: add to cart / in cart for a content pack, and its custom price entry. */
export function ContentPurchaseSlot({ pack }: { pack: ContentPack }) {
  const { contentPurchase } = useStoreActions();
  return contentPurchase ? contentPurchase(pack) : null;
}

/** The player's buttons (spec 2 §4): play in VR or in the 2D viewer, stop session. */
export function ContentPlaySlot({ pack }: { pack: ContentPack }) {
  const { contentPlay } = useStoreActions();
  return contentPlay ? contentPlay(pack) : null;
}

/** Report content and contact support about the pack (spec 2 §3). */
export function ContentSupportSlot({ pack }: { pack: ContentPack }) {
  const { contentSupport } = useStoreActions();
  return contentSupport ? contentSupport(pack) : null;
}

/** The presale button — add to cart, added to cart, in cart (spec 1 §4). */
export function PresaleCartSlot({ category }: { category: CategoryWithContent }) {
  const { presaleCart } = useStoreActions();
  return presaleCart ? presaleCart(category) : null;
}

/** The store page's subscription banner: a personal discount or an upgrade (spec 2 §2). */
export function StoreBannerSlot() {
  const { storeBanner } = useStoreActions();
  return storeBanner ? storeBanner() : null;
}

/** The library: "grab" the free demo into the library (spec 2 §4 library status). */
export function GrabDemoSlot(_props: { demo: ContentShortItem }) {
  return null;
}
