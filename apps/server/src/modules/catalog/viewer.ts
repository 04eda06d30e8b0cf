import { DEFAULT_LANGUAGE, type Language } from '@parallax/core/platform';

/**
 * Who is looking at the catalog, as far as the catalog cares: what they own and keep in their
 * library. Guests own nothing; sign-in and purchases fill these sets.
 */
export type Viewer = {
  /** The language texts are answered in (spec 1 §7 User-Language). */
  language: Language;
  ownedPackIds: ReadonlySet<string>;
  libraryPackIds: ReadonlySet<string>;
  boughtPresaleCategoryIds: ReadonlySet<string>;
};

export const GUEST: Viewer = {
  language: DEFAULT_LANGUAGE,
  ownedPackIds: new Set(),
  libraryPackIds: new Set(),
  boughtPresaleCategoryIds: new Set(),
};
