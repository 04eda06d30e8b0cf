import type { SubscriptionDto } from '@parallax/core/contracts/subscriptions';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '@/data/session/auth-status';
import type { SessionContextValue } from '@/data/session/session-context';
import { aUser, apiError, byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { aSubscription, aTariff, TARIFF_IDS } from '../../subscriptions/subscription-fixtures';
import { DeleteAccount } from './delete-account';

const ACTIVE = 'GET /api/v1/subscriptions/active';
const DELETE = 'DELETE /store/api/v1/settings/user';

setUpComponentTests();

let session: SessionContextValue;
let onDeleted: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  session = {
    ...aSession(),
    auth: { ...initialAuthState, status: 'authenticated' },
    user: aUser(),
  };
  onDeleted = vi.fn();
});

const lifetime = (): SubscriptionDto =>
  aSubscription({
    tariff: aTariff({
      id: TARIFF_IDS.lifetime,
      name: 'Lifetime',
      kind: 'lifetime',
      isLifetime: true,
      durationDays: null,
      isCurrent: true,
      isAvailable: false,
    }),
    endDate: null,
    isUpgradeAvailable: false,
    nextChargeAt: null,
    nextChargePrice: null,
  });

async function renderBlock() {
  await renderRoutes(
    [
      { path: '/settings', element: <DeleteAccount onDeleted={onDeleted} /> },
      { path: '/', element: <p>store page</p> },
    ],
    { session, url: '/settings' },
  );
  // The subscription is read first (its contract loads with the call).
  await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
  await settle();
  await settle();
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
const click = async (element: HTMLElement | null | undefined) => {
  act(() => element?.click());
  await settle();
};
/** The query each DELETE was sent with (the stub routes by path alone). */
const deleteQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'DELETE')
    .map(([input]) => {
      const url = input instanceof Request ? input.url : input.toString();
      return new URL(url, 'http://localhost').search;
    });

describe('deleting the account (spec 2 §5)', () => {
  it('is disabled while a plan that renews is active', async () => {
    stubFetch({ [ACTIVE]: () => json({ subscription: aSubscription() }) });
    await renderBlock();
    expect((byTestId('delete-account') as HTMLButtonElement).disabled).toBe(true);
    expect(document.body.textContent).toContain(
      'Cancel your subscription before deleting your account.',
    );
  });

  it('a lifetime holder is warned, and confirms only after agreeing that the plan ends', async () => {
    stubFetch({
      [ACTIVE]: () => json({ subscription: lifetime() }),
      [DELETE]: () => json(null, 204),
    });
    await renderBlock();
    expect(byTestId('delete-lifetime-warning')?.textContent).toBe(
      'You have a Lifetime plan. It cannot be cancelled or moved to another account: it ends for good when your account is deleted, and it is not refunded.',
    );
    await click(byTestId('delete-account'));
    const confirm = button('Delete my account');
    expect(confirm?.disabled).toBe(true);
    const agree = byTestId('delete-lifetime-agree') as HTMLInputElement;
    expect(agree.closest('label')?.textContent).toBe(
      'I understand that my Lifetime plan ends with my account',
    );
    await click(agree);
    expect(confirm?.disabled).toBe(false);
    await click(confirm);
    expect(deleteQueries()).toEqual(['?endLifetimePlan=true']);
    expect(session.logout).toHaveBeenCalled();
    expect(onDeleted).toHaveBeenCalled();
  });

  it('asks for the agreement when the server finds a lifetime plan the page did not know of', async () => {
    stubFetch({
      [ACTIVE]: () => json({ subscription: null }),
      [DELETE]: () => apiError(409, 'LifetimeEndsWithAccount'),
    });
    await renderBlock();
    expect(byTestId('delete-lifetime-warning')).toBeNull();
    await click(byTestId('delete-account'));
    await click(button('Delete my account'));
    expect(deleteQueries()).toEqual(['']);
    expect(byTestId('delete-lifetime-warning')).not.toBeNull();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
