import type { SubscriptionDto } from '@parallax/core/contracts/subscriptions';
import { describe, expect, it } from 'vitest';
import { byTestId, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { aSubscription, demoTariffs } from '../subscription-fixtures';
import { SubscriptionPanel } from './subscription-panel';

setUpComponentTests();

async function renderPanel(subscription: SubscriptionDto) {
  // Each render replaces the page (the earlier root is unmounted after the test).
  document.body.innerHTML = '';
  stubFetch({});
  await renderRoutes([{ path: '/', element: <SubscriptionPanel subscription={subscription} /> }], {
    session: aSession(),
  });
  const panel = byTestId('subscription-panel');
  return {
    kind: panel?.dataset.panel,
    status: panel?.dataset.status,
    text: panel?.textContent ?? '',
    canManage: byTestId('manage-subscription') !== null,
  };
}

describe('subscription status panels (spec 1 §4: one per status)', () => {
  it('trial: when it ends and what is charged then', async () => {
    const panel = await renderPanel(
      aSubscription({ isTrial: true, trialEndsAt: '2026-05-08T10:00:00.000Z' }),
    );
    expect(panel).toMatchObject({ kind: 'trial', status: 'ACTIVE', canManage: true });
    expect(panel.text).toContain('Trial');
    expect(panel.text).toContain(
      'Your trial ends on May 8, 2026. Then $19.99 is charged and your plan goes on.',
    );
  });

  it('cancel in progress and cancelled: the last day', async () => {
    const inProgress = await renderPanel(aSubscription({ status: 'CANCEL_IN_PROGRESS' }));
    expect(inProgress.kind).toBe('cancelInProgress');
    expect(inProgress.text).toContain('You keep access until May 31, 2026.');

    const cancelled = await renderPanel(aSubscription({ status: 'CANCELLED', isCancelled: true }));
    expect(cancelled).toMatchObject({ kind: 'cancelled', status: 'CANCELLED' });
    expect(cancelled.text).toContain(
      'Nothing more will be charged. Your last day is May 31, 2026.',
    );
  });

  it('grace: its end and the fix-payment note', async () => {
    const grace = await renderPanel(
      aSubscription({ status: 'GRACE', isGrace: true, graceEndsAt: '2026-06-03T10:00:00.000Z' }),
    );
    expect(grace).toMatchObject({ kind: 'grace', canManage: true });
    expect(grace.text).toContain('You keep access until June 3, 2026 while we try again.');
    expect(grace.text).toContain('Update your payment method in Manage subscription');
  });

  it('the ends: payment failed for good, refunded, expired — each its own, none to manage', async () => {
    const ended = { isActive: false, isUpgradeAvailable: false, nextChargeAt: null };
    const failed = await renderPanel(aSubscription({ status: 'PAYMENT_FAILED', ...ended }));
    expect(failed).toMatchObject({ kind: 'paymentFailed', canManage: false });
    expect(failed.text).toContain('Payment failed');
    expect(failed.text).toContain(
      'We could not charge your card for the renewal, so this plan has ended.',
    );
    expect(failed.text).not.toContain('Card ending');

    const refunded = await renderPanel(aSubscription({ status: 'REFUNDED', ...ended }));
    expect(refunded).toMatchObject({ kind: 'refunded', canManage: false });
    expect(refunded.text).toContain('Subscription refunded');
    expect(refunded.text).toContain(
      'Your payment was refunded, so this plan no longer gives access.',
    );

    const expired = await renderPanel(aSubscription({ status: 'EXPIRED', ...ended }));
    expect(expired).toMatchObject({ kind: 'ended', canManage: false });
    expect(expired.text).toContain('This subscription no longer gives access.');
  });

  it('lifetime: its own panel, without manage or renew actions', async () => {
    const lifetime = demoTariffs()[2]!;
    const panel = await renderPanel(
      aSubscription({
        tariff: { ...lifetime, isCurrent: true },
        endDate: null,
        nextChargeAt: null,
        nextChargePrice: null,
        isUpgradeAvailable: false,
      }),
    );
    expect(panel).toMatchObject({ kind: 'lifetime', canManage: false });
    expect(panel.text).toContain('Lifetime access');
    expect(panel.text).toContain('Yours for life');
    expect(panel.text).not.toContain('Card ending');
  });
});
