import type {
  CategoryWithContent,
  ContentPack,
  ContentShortItem,
} from '@parallax/core/contracts/catalog';

/*
 * Where the store's actions go once their issues land. Each slot renders nothing yet: a button
 * that looks like it works but does nothing (or a disabled one with no way forward) would mislead
 * the buyer, while the surrounding page already says what the item is and costs. The issue that
 * delivers an action fills its slot, and every page that places the slot shows it at once.
 */

/** Issue 5 (cart): buy / add to cart / in cart for a content pack, and its custom price entry. */
export function ContentPurchaseSlot(_props: { pack: ContentPack }) {
  return null;
}

/** Issue 6 (library and player): add to library, download, play in VR or in the 2D viewer. */
export function ContentPlaySlot(_props: { pack: ContentPack }) {
  return null;
}

/** Issue 5 (cart): the presale button — add to cart, added to cart, in cart (spec 1 §4). */
export function PresaleCartSlot(_props: { category: CategoryWithContent }) {
  return null;
}

/** Issue 6 (library): "grab" the free demo into the library (spec 2 §4 library status). */
export function GrabDemoSlot(_props: { demo: ContentShortItem }) {
  return null;
}
