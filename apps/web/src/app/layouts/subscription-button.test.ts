import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '@/data/session/auth-status';
import type { SessionContextValue } from '@/data/session/session-context';
import { aUser, byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { aSubscription } from '@/features/subscriptions/subscription-fixtures';
import {
  shouldOfferSubscription,
  subscriptionKnowledge,
  SubscriptionButton,
} from './subscription-button';

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

describe('subscriptionKnowledge (spec 1 §4 auth status unknown)', () => {
  const guess = { isLikelySignedIn: false, subscription: undefined } as const;

  it('takes a visitor without a session marker for a guest before user info answers', () => {
    expect(subscriptionKnowledge({ ...guess, authStatus: 'unknown' })).toBe(false);
  });

  it('does not guess for a visitor with a session marker, nor once signed in', () => {
    expect(
      subscriptionKnowledge({ ...guess, authStatus: 'unknown', isLikelySignedIn: true }),
    ).toBeNull();
    expect(subscriptionKnowledge({ ...guess, authStatus: 'authenticated' })).toBeNull();
  });

  it('goes by the subscription once it is known', () => {
    expect(
      subscriptionKnowledge({ ...guess, authStatus: 'notAuthenticated', subscription: null }),
    ).toBe(false);
    expect(
      subscriptionKnowledge({
        authStatus: 'authenticated',
        isLikelySignedIn: true,
        subscription: {} as never,
      }),
    ).toBe(true);
  });
});

describe('the header subscription button (spec 1 §2 header)', () => {
  setUpComponentTests();
  const ACTIVE = 'GET /api/v1/subscriptions/active';
  const signedIn = (): SessionContextValue => ({
    ...aSession(),
    auth: { ...initialAuthState, status: 'authenticated' },
    user: aUser(),
  });
  const render = async (session: SessionContextValue, isLikelySignedIn = false) => {
    await renderRoutes(
      [{ path: '/', element: createElement(SubscriptionButton, { isLikelySignedIn }) }],
      { session },
    );
    await settle();
  };
  const unconfirmed = (): SessionContextValue => ({
    ...aSession(),
    bootstrap: { status: 'bootstrapping', isUpdating: false },
    auth: initialAuthState,
  });

  it('shows a guest the way to the tariffs, without asking the server', async () => {
    const api = stubFetch({});
    await render(aSession());
    expect(byTestId('header-subscription-button')?.getAttribute('href')).toBe(
      '/subscription#tariffs',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows it at once to a likely guest (no session marker) while user info is pending', async () => {
    const api = stubFetch({});
    await render(unconfirmed());
    expect(byTestId('header-subscription-button')).not.toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps it hidden from a likely signed-in user until their subscription is known', async () => {
    const api = stubFetch({});
    await render(unconfirmed(), true);
    expect(byTestId('header-subscription-button')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a signed-in user without a subscription the button, and hides it from a subscriber', async () => {
    stubFetch({ [ACTIVE]: () => json({ subscription: null }) });
    await render(signedIn());
    // The subscription contract loads with the first call (a chunk of its own).
    await vi.waitFor(() => expect(byTestId('header-subscription-button')).not.toBeNull());

    document.body.innerHTML = '';
    const api = stubFetch({
      [ACTIVE]: () => json({ subscription: aSubscription() }),
    });
    await render(signedIn());
    await vi.waitFor(() => expect(api.callsTo(ACTIVE)).toHaveLength(1));
    await settle();
    expect(byTestId('header-subscription-button')).toBeNull();
  });
});
