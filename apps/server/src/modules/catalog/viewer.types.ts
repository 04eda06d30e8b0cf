import { DEFAULT_LANGUAGE, type Language } from '@parallax/core/platform';
import { NO_SUBSCRIPTION, type SubscriptionAccess } from '@parallax/core/rules/entitlement';

/**
 * Who is looking at the catalog, as far as the catalog cares: what they own and keep in their
 * library, and what their subscription opens. Guests own nothing; sign-in, purchases and a
 * subscription fill these.
 */
export type Viewer = {
  /** The language texts are answered in (spec 1 §7 User-Language). */
  language: Language;
  ownedPackIds: ReadonlySet<string>;
  libraryPackIds: ReadonlySet<string>;
  boughtPresaleCategoryIds: ReadonlySet<string>;
  /** What the viewer's subscription gives now (core/rules/entitlement.ts decides per pack). */
  subscription: SubscriptionAccess;
};

export const GUEST: Viewer = {
  language: DEFAULT_LANGUAGE,
  ownedPackIds: new Set(),
  libraryPackIds: new Set(),
  boughtPresaleCategoryIds: new Set(),
  subscription: NO_SUBSCRIPTION,
};
