import { GUEST_CART_VIEWER, type CartViewer } from '@parallax/core/rules/cart';
import type { SubscriptionAccess } from '@parallax/core/rules/entitlement';
import type {
  DiscountContext,
  TariffPricingService,
} from '../subscriptions/tariff-pricing.service.js';

/**
 * Who is buying, as the cart rules take it: what they own already covers part of a cart, and
 * each tariff's terms for them (refusal, upgrade credit, personal discount) are tariff pricing's.
 */
export function createCartViewers(deps: {
  boughtPresaleCategoryIds: (userId: string) => Promise<string[]>;
  /** What the user's subscription opens now (the subscription access service's). */
  subscriptionAccessOf: (userId: string) => Promise<SubscriptionAccess>;
  pricing: Pick<TariffPricingService, 'termsOf'>;
}) {
  return {
    /** spec 1 §6: a lifetime subscription covers every pack and presale. */
    viewerOf: async (userId: string, context: DiscountContext = {}): Promise<CartViewer> => {
      const [presales, access, tariffTerms] = await Promise.all([
        deps.boughtPresaleCategoryIds(userId),
        deps.subscriptionAccessOf(userId),
        deps.pricing.termsOf(userId, context),
      ]);
      return {
        ownedPresaleCategoryIds: new Set(presales),
        hasLifetimeSubscription: access.tariff?.isLifetime === true,
        tariffTerms,
      };
    },

    /** A guest holds nothing; the source they came from may still give a personal discount. */
    guestViewerOf: async (context: DiscountContext = {}): Promise<CartViewer> => ({
      ...GUEST_CART_VIEWER,
      tariffTerms: await deps.pricing.termsOf(null, context),
    }),
  };
}
