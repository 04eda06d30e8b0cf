import type { FastifyRequest } from 'fastify';

/**
 * Who is looking at the catalog, as far as the catalog cares: what they own and keep in their
 * library. Guests own nothing; sign-in and purchases fill these sets.
 */
export type Viewer = {
  ownedPackIds: ReadonlySet<string>;
  libraryPackIds: ReadonlySet<string>;
  boughtPresaleCategoryIds: ReadonlySet<string>;
};

/** Resolves the viewer of a request (sign-in decides; until then every caller is a guest). */
export type ViewerOf = (request: FastifyRequest) => Promise<Viewer>;

export const GUEST: Viewer = {
  ownedPackIds: new Set(),
  libraryPackIds: new Set(),
  boughtPresaleCategoryIds: new Set(),
};
