import { DomainError } from '@parallax/core/errors';
import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import type { FastifyRequest } from 'fastify';
import { GUEST, type Viewer } from '../modules/catalog/viewer.types.js';
import { languageOf } from './language.js';
import type { SignedInUser } from './session.js';

/**
 * Resolves the viewer of a request: a guest, or a signed-in user with what they own, what their
 * subscription opens and what is in their library.
 */
export type ViewerOf = (request: FastifyRequest) => Promise<Viewer>;

export type ViewerKind = 'guest' | 'user';

// Which requests were answered for whom, so the caching hook can tell a response that depends on
// the signed-in user (private) from one every guest shares (public).
const kinds = new WeakMap<FastifyRequest, ViewerKind>();

/** 'user' or 'guest' once the route resolved its viewer; null for routes that never asked. */
export function viewerKindOf(request: FastifyRequest): ViewerKind | null {
  return kinds.get(request) ?? null;
}

export function createViewerOf(deps: {
  userOf: (request: FastifyRequest) => Promise<SignedInUser | null>;
  ownedPackIds: (userId: string) => Promise<readonly string[]>;
  boughtPresaleCategoryIds: (userId: string) => Promise<readonly string[]>;
  /** The subscriptions service's: what the user's subscription gives now. */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  /** The library service's: the packs in the user's library (inLibrary, spec 2 §3). */
  libraryPackIds: (userId: string) => Promise<readonly string[]>;
}): ViewerOf {
  async function signedInUserOf(request: FastifyRequest): Promise<SignedInUser | null> {
    try {
      return await deps.userOf(request);
    } catch (error) {
      // A forged token or an ended session still may browse the catalog, as a guest. An expired
      // access token is not swallowed: its 403 makes the client refresh and retry (spec 1 §4),
      // so the user sees what they own.
      if (error instanceof DomainError && error.errorType === 'Unauthorized') return null;
      throw error;
    }
  }

  return async (request) => {
    const user = await signedInUserOf(request);
    kinds.set(request, user ? 'user' : 'guest');
    const language = languageOf(request);
    if (!user) return { ...GUEST, language };
    const [owned, presales, subscription, library] = await Promise.all([
      deps.ownedPackIds(user.userId),
      deps.boughtPresaleCategoryIds(user.userId),
      deps.subscriptionAccessOf(user.userId),
      deps.libraryPackIds(user.userId),
    ]);
    return {
      ...GUEST,
      language,
      ownedPackIds: new Set(owned),
      libraryPackIds: new Set(library),
      boughtPresaleCategoryIds: new Set(presales),
      subscription,
    };
  };
}
