import { describe, expect, it } from 'vitest';
import { shouldOfferSubscription } from './subscription-button';

describe('shouldOfferSubscription (spec 1 §2 header)', () => {
  const offer = {
    hasSubscriptionPage: true,
    isPaymentSupported: true,
    hasSubscription: false,
  } as const;

  it('offers a subscription when payments work and the user has none', () => {
    expect(shouldOfferSubscription(offer)).toBe(true);
  });

  it('hides it when embedded in the viewer (payments unsupported)', () => {
    expect(shouldOfferSubscription({ ...offer, isPaymentSupported: false })).toBe(false);
  });

  it('hides it from a subscriber, and while the subscription is not known', () => {
    expect(shouldOfferSubscription({ ...offer, hasSubscription: true })).toBe(false);
    expect(shouldOfferSubscription({ ...offer, hasSubscription: null })).toBe(false);
  });

  it('hides it while there is no subscription page to go to', () => {
    expect(shouldOfferSubscription({ ...offer, hasSubscriptionPage: false })).toBe(false);
  });
});
