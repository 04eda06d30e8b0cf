import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '@/lib/toast';
import { apiError, aUser, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { PromoCodeParamEntry } from './cart-entry';

setUpComponentTests();
beforeEach(() => {
  window.localStorage.clear();
  for (const toast of getToasts()) dismissToast(toast.id);
});

const API = '/store/api/v1';

function Probe() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

const shownAddress = () => document.querySelector('[data-testid="location"]')?.textContent;

const cartWith = (promoCodeInfo: unknown) =>
  json({ cartItems: [], promoCodeInfo, initialSum: 0, resultingSum: 0, paymentMethods: [] });

const promo = (promoCodeValue: string, errorType: string | null) => ({
  promoCodeValue,
  type: 'PERCENT',
  promoCodeDecreaseValue: 0,
  errorType,
  errorMessage: errorType,
});

async function arriveAt(url: string, session = aSession()) {
  await renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <PromoCodeParamEntry />
            <Probe />
          </>
        ),
      },
    ],
    { session, url },
  );
  await settle();
}

/** The check's code loads on demand, then its answer arrives and is told in a toast. */
const told = () =>
  vi.waitFor(() => {
    const toast = getToasts().at(-1);
    if (!toast) throw new Error('no toast yet');
    return toast;
  });

const localCart = (): unknown => JSON.parse(window.localStorage.getItem('parallax_cart') ?? 'null');

describe('PromoCodeParamEntry (spec 1 §2: check the promo code, then remove it)', () => {
  it('a guest: checks the code by pricing the local cart, keeps it and says so', async () => {
    window.localStorage.setItem(
      'parallax_cart',
      JSON.stringify({
        promoCode: null,
        items: [{ type: 'content', id: '2f1ad4f6-6f53-4c37-9a35-3f5c8b0b8c11' }],
      }),
    );
    const api = stubFetch({
      [`POST ${API}/cart/guest`]: () => cartWith(promo('WELCOME10', null)),
    });
    await arriveAt('/content/alpine-dawn?source=mail&promoCode=welcome10#scenes');
    const toast = await told();
    expect(api.callsTo(`POST ${API}/cart/guest`)[0]?.body).toMatchObject({
      promoCode: 'welcome10',
      contents: [{ id: '2f1ad4f6-6f53-4c37-9a35-3f5c8b0b8c11' }],
    });
    expect(localCart()).toMatchObject({ promoCode: 'WELCOME10' });
    expect(shownAddress()).toBe('/content/alpine-dawn?source=mail#scenes');
    expect(toast).toMatchObject({
      messageKey: 'cart.promo.fromAddressApplied',
      values: { code: 'WELCOME10' },
      tone: 'success',
    });
  });

  it('a guest: a code that does not exist is not kept, and the error is shown', async () => {
    stubFetch({ [`POST ${API}/cart/guest`]: () => cartWith(promo('NOPE', 'PromoCodeNotFound')) });
    await arriveAt('/?promocode=nope');
    const toast = await told();
    expect(localCart()).toBeNull();
    expect(shownAddress()).toBe('/');
    expect(toast).toMatchObject({
      messageKey: 'errors.promo_code_not_found',
      tone: 'error',
    });
  });

  it('a signed-in user: puts the code on the server cart; a refusal is its errorType’s message', async () => {
    const session = {
      ...aSession(),
      auth: { ...aSession().auth, status: 'authenticated' as const },
      user: aUser(),
    };
    const api = stubFetch({
      [`POST ${API}/cart/promo-code`]: () => apiError(410, 'PromoCodeExpired'),
    });
    await arriveAt('/cart?promoCode=SUMMER25', session);
    const toast = await told();
    expect(api.callsTo(`POST ${API}/cart/promo-code`)[0]?.body).toEqual({ promoCode: 'SUMMER25' });
    expect(api.callsTo(`POST ${API}/cart/guest`)).toHaveLength(0);
    expect(shownAddress()).toBe('/cart');
    expect(toast).toMatchObject({ messageKey: 'errors.promo_code_expired', tone: 'error' });
  });

  it('waits until the session is known (guest or user decides which cart)', async () => {
    const api = stubFetch({});
    const waiting = { ...aSession(), auth: { ...aSession().auth, status: 'unknown' as const } };
    await arriveAt('/?promoCode=welcome10', waiting);
    expect(shownAddress()).toBe('/?promoCode=welcome10');
    expect(api.calls).toHaveLength(0);
  });

  it('removes an empty parameter without checking anything', async () => {
    const api = stubFetch({});
    await arriveAt('/tags/space?promoCode=');
    expect(shownAddress()).toBe('/tags/space');
    expect(api.calls).toHaveLength(0);
  });
});
