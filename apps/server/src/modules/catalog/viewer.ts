/**
 * Who is looking at the catalog, as far as the catalog cares: what they own and keep in their
 * library. Guests own nothing; sign-in and purchases fill these sets.
 */
export type Viewer = {
  ownedPackIds: ReadonlySet<string>;
  libraryPackIds: ReadonlySet<string>;
  boughtPresaleCategoryIds: ReadonlySet<string>;
};

export const GUEST: Viewer = {
  ownedPackIds: new Set(),
  libraryPackIds: new Set(),
  boughtPresaleCategoryIds: new Set(),
};
