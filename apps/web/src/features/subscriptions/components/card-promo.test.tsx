import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { aCardPromo } from '../subscription-fixtures';
import { CardPromo } from './card-promo';

const PROMO = 'GET /api/v1/subscriptions/card-promo';
const CLAIM = 'POST /api/v1/subscriptions/card-promo/claim';
const USER_ID = '5f0c3b1e-7a43-4e0e-9a53-4f4c1d1d2a10';
const NOW = new Date('2026-05-10T12:00:00.000Z');

setUpComponentTests();

/** Lets pending answers arrive while setTimeout is faked. */
const flush = () =>
  act(async () => {
    for (let round = 0; round < 10; round++) await vi.advanceTimersByTimeAsync(0);
  });

async function renderPromo() {
  await renderRoutes([{ path: '/', element: <CardPromo userId={USER_ID} /> }], {
    session: aSession(),
  });
  await settle();
}

describe('card-ownership promo (spec 2 §2-§4)', () => {
  it('links the pack by slug, counts down to the claim window’s end and names the next drop', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // This device's clock is four days ahead of the server's: the countdown follows the server.
    vi.setSystemTime(new Date(NOW.getTime() + 4 * 24 * 3_600_000));
    stubFetch({
      [PROMO]: () =>
        json({
          promo: aCardPromo({
            claimWindowEnd: '2026-05-10T13:30:05.000Z',
            claimWindowSecondsLeft: 90 * 60 + 5,
          }),
        }),
    });
    await renderPromo();
    const promo = byTestId('card-promo');
    expect(promo?.querySelector('a')?.getAttribute('href')).toBe('/content/harbour-lights');
    expect(byTestId('card-promo-countdown')?.textContent).toBe('Claim window ends in 01:30:05');
    act(() => {
      vi.advanceTimersByTime(90 * 60_000);
    });
    expect(byTestId('card-promo-countdown')?.textContent).toBe('Claim window ends in 00:05');
    expect(promo?.textContent).toContain('Next drop: June 15, 2026');
  });

  it('Claim: posts the claim, shows the pack owned, and refreshes the flags after 800 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    const open = aCardPromo({
      claimWindowEnd: '2026-05-10T12:10:00.000Z',
      claimWindowSecondsLeft: 600,
    });
    let isClaimed = false;
    const api = stubFetch({
      [PROMO]: () =>
        json({
          promo: isClaimed ? { ...open, isOwned: true, ownedReason: 'claim' } : open,
        }),
      [CLAIM]: () => {
        isClaimed = true;
        return json({ promo: { ...open, isOwned: true, ownedReason: 'claim' } });
      },
    });
    await act(() =>
      renderRoutes([{ path: '/', element: <CardPromo userId={USER_ID} /> }], {
        session: aSession(),
      }),
    );
    await flush();
    expect(byTestId('card-promo-countdown')?.textContent).toBe('Claim window ends in 10:00');

    act(() => byTestId('card-promo-claim')?.click());
    await flush();
    expect(api.callsTo(CLAIM)).toHaveLength(1);
    expect(byTestId('card-promo-owned')?.textContent).toBe(
      'You claimed Harbour Lights. It is yours to keep.',
    );
    expect(api.callsTo(PROMO)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(api.callsTo(PROMO)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(api.callsTo(PROMO)).toHaveLength(2);
  });

  it('an owned pack says how: claimed, or owned otherwise', async () => {
    stubFetch({
      [PROMO]: () => json({ promo: aCardPromo({ isOwned: true, ownedReason: 'other' }) }),
    });
    await renderPromo();
    expect(byTestId('card-promo-owned')?.textContent).toBe('You already own Harbour Lights.');
    expect(byTestId('card-promo-claim')).toBeNull();
  });
});
