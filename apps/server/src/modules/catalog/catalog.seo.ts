import type { PackRow } from './catalog.repository.js';

/** What a crawler reads in the HTML of a content page (title, description, picture). */
export function contentPageHead(pack: PackRow) {
  return {
    title: pack.customization.seo?.metaTitle ?? `${pack.title} | Parallax`,
    description: pack.customization.seo?.metaDescription ?? pack.description,
    image: pack.storePreview,
    type: 'product' as const,
  };
}
