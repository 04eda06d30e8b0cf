import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { byTestId, json, settle, stubFetch } from '@/test/dom';
import { aSession, renderRoutes, setUpComponentTests } from '@/test/render';
import { useCart } from './use-cart';

const GUEST = 'POST /store/api/v1/cart/guest';
const MONTHLY = '1b671a64-40d5-491e-99b0-da01e8e08b3c';

setUpComponentTests();
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(
    STORAGE_KEYS.cart,
    JSON.stringify({ promoCode: null, items: [{ type: 'tariff', id: MONTHLY, viaTrial: false }] }),
  );
});

function CartTotal() {
  const cart = useCart();
  return <p data-testid="total">{cart.data?.resultingSum}</p>;
}

async function priceGuestCart() {
  const api = stubFetch({
    [GUEST]: () =>
      json({
        cartItems: [],
        promoCodeInfo: null,
        initialSum: 0,
        resultingSum: 11.99,
        paymentMethods: [],
      }),
  });
  await renderRoutes([{ path: '*', element: <CartTotal /> }], { session: aSession() });
  await settle();
  return api;
}

describe('a guest cart priced by the server (spec 1 §3 guest-side calculation)', () => {
  it('sends the stored marketing source: the personal discount of the banner applies (spec 1 §4)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.source, ' source14 ');
    const api = await priceGuestCart();
    expect(api.callsTo(GUEST).map((call) => call.body)).toEqual([
      {
        presaleCategoryIds: [],
        tariff: { id: MONTHLY, viaTrial: false },
        contents: [],
        promoCode: null,
        source: 'source14',
      },
    ]);
    expect(byTestId('total')?.textContent).toBe('11.99');
  });

  it('sends no source when none is stored', async () => {
    const api = await priceGuestCart();
    const [call] = api.callsTo(GUEST);
    expect(call?.body).not.toHaveProperty('source');
  });
});
