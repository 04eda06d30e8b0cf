import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { initialAuthState } from '@/data/session/auth-status';
import type { SessionContextValue } from '@/data/session/session-context';
import { apiError, aUser, byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { aSubscription, SUBSCRIPTION_ID } from '../subscription-fixtures';
import { CancelResultPage } from './cancel-result-page';

const CANCEL = 'POST /api/v1/subscriptions/cancel';
const ACTIVE = 'GET /api/v1/subscriptions/active';
const RESULT = `/subscription/cancel-result?subscriptionId=${SUBSCRIPTION_ID}`;

setUpComponentTests();

let session: SessionContextValue;
beforeEach(() => {
  session = {
    ...aSession(),
    auth: { ...initialAuthState, status: 'authenticated' },
    user: aUser(),
  };
});

async function renderPage(url: string) {
  await renderRoutes(
    [
      {
        path: '/subscription/cancel-result',
        element: (
          <CancelResultPage
            renderControlPanel={(user, onClose) => (
              <div data-testid="control-panel">
                {user.name}
                <button type="button" onClick={onClose}>
                  close
                </button>
              </div>
            )}
          />
        ),
      },
      { path: '/', element: <p>store page</p> },
    ],
    { session, url },
  );
  await settle();
  await settle();
}

const cancelled = aSubscription({ status: 'CANCELLED', isCancelled: true });

describe('subscription cancel result (spec 1 §4)', () => {
  it('success: cancels, opens the profile settings and the confirmation with the last day, then main', async () => {
    const api = stubFetch({ [CANCEL]: () => json(cancelled) });
    await renderPage(`${RESULT}&success=true`);

    expect(api.callsTo(CANCEL).map((call) => call.body)).toEqual([
      { subscriptionId: SUBSCRIPTION_ID },
    ]);
    expect(byTestId('control-panel')?.textContent).toContain('sky_hiker');
    const modal = byTestId('cancel-confirmation-modal');
    expect(modal?.textContent).toContain(
      'Your Monthly plan will not renew. Your last day is May 31, 2026.',
    );
    expect(modal?.querySelector('[data-tariff-id]')?.getAttribute('data-tariff-id')).toBe(
      cancelled.tariff.id,
    );

    act(() => modal?.querySelector<HTMLButtonElement>('.cancel-confirmation-ok')?.click());
    await settle();
    expect(document.body.textContent).toContain('store page');
  });

  it('a cancel the provider is still confirming says so, with the last day', async () => {
    stubFetch({
      [CANCEL]: () => json(aSubscription({ status: 'CANCEL_IN_PROGRESS', isCancelled: true })),
    });
    await renderPage(`${RESULT}&success=true`);
    const modal = byTestId('cancel-confirmation-modal');
    expect(modal?.querySelector('h2')?.textContent).toBe('Cancellation in progress');
    expect(modal?.textContent).toContain(
      'The payment provider is confirming the cancellation: your Monthly plan will not renew. Your last day is May 31, 2026.',
    );
  });

  it('an already cancelled subscription is fine: read back from the active subscription', async () => {
    const api = stubFetch({
      [CANCEL]: () => apiError(409, 'SubscriptionAlreadyCancelled'),
      [ACTIVE]: () =>
        json({ subscription: aSubscription({ status: 'CANCELLED', isCancelled: true }) }),
    });
    await renderPage(`${RESULT}&success=true`);
    expect(api.callsTo(CANCEL)).toHaveLength(1);
    expect(byTestId('cancel-confirmation-modal')?.textContent).toContain(
      'Your last day is May 31, 2026.',
    );
  });

  it('failure: only logged, and the page goes to main', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = stubFetch({ [CANCEL]: () => json(cancelled) });
    await renderPage(`${RESULT}&success=false`);
    expect(api.callsTo(CANCEL)).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
    expect(byTestId('cancel-confirmation-modal')).toBeNull();
    expect(document.body.textContent).toContain('store page');
    warn.mockRestore();
  });

  it('a refused cancel is only logged too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ [CANCEL]: () => apiError(404, 'SubscriptionNotFound') });
    await renderPage(`${RESULT}&success=true`);
    expect(warn).toHaveBeenCalled();
    expect(byTestId('cancel-confirmation-modal')).toBeNull();
    expect(document.body.textContent).toContain('store page');
    warn.mockRestore();
  });
});
