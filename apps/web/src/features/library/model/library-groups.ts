import type { CategoryWithContent, ContentShortItem } from '@parallax/core/contracts/catalog';
import type { ContentPack } from '@parallax/core/contracts/content';
import { buttonPackOf, type ButtonPack } from './use-content-button';

/** One card of the library page. */
export type LibraryItem = {
  id: string;
  slug: string;
  title: string;
  cover: string;
  isDynamic: boolean;
  sizeInBytes: number;
  button: ButtonPack;
};

/** A category of the library page; `id` null: the packs no category lists ("Other packs"). */
export type LibraryGroup = { id: string | null; title: string | null; items: LibraryItem[] };

function itemOf(short: ContentShortItem, pack: ContentPack | undefined): LibraryItem {
  return {
    id: short.id,
    slug: short.slug,
    title: short.title,
    cover: short.cover,
    isDynamic: short.isDynamic,
    sizeInBytes: pack?.packSize ?? short.totalFileSizeInBytes,
    // The full pack knows the 2D viewer flag; a library pack is in the library whatever a stale
    // card says.
    button: { ...buttonPackOf(pack ?? short), inLibrary: true },
  };
}

function itemOfPack(pack: ContentPack): LibraryItem {
  return {
    id: pack.id,
    slug: pack.slug,
    title: pack.title,
    cover: pack.storePreview,
    isDynamic: pack.isDynamic,
    sizeInBytes: pack.packSize,
    button: { ...buttonPackOf(pack), inLibrary: true },
  };
}

/**
 * spec 2 §2: the library grouped by category, in the categories' order (the library's
 * categories call), each card completed by the full pack of the library list; a pack of the list
 * that no category holds comes last, in its own group.
 */
export function libraryGroups(
  categories: readonly CategoryWithContent[],
  packs: readonly ContentPack[],
): LibraryGroup[] {
  const packById = new Map(packs.map((pack) => [pack.id, pack]));
  const placed = new Set<string>();
  const groups: LibraryGroup[] = [];
  for (const category of categories) {
    const items = category.contentItems
      .filter((short) => !placed.has(short.id))
      .map((short) => {
        placed.add(short.id);
        return itemOf(short, packById.get(short.id));
      });
    if (items.length > 0) groups.push({ id: category.id, title: category.title, items });
  }
  const others = packs.filter((pack) => !placed.has(pack.id)).map(itemOfPack);
  if (others.length > 0) groups.push({ id: null, title: null, items: others });
  return groups;
}

/** The `contentIds` query parameter: comma-separated pack ids, blanks ignored. */
export function contentIdsOf(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** spec 2 §2: the card to scroll to — the first listed id the library holds. */
export function scrollTargetOf(
  contentIds: readonly string[],
  groups: readonly LibraryGroup[],
): string | null {
  const ids = new Set(groups.flatMap((group) => group.items.map((item) => item.id)));
  return contentIds.find((id) => ids.has(id)) ?? null;
}
