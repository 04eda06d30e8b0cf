import { CartResponse } from '@parallax/core/contracts/cart';
import { StoreCategories } from '@parallax/core/contracts/catalog';
import { ErrorBody } from '@parallax/core/contracts/common';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { contentPacks } from '../catalog/catalog.schema.js';
import { ownedContentPacks, ownedPresaleCategories } from '../ownership/ownership.schema.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { BrowserClient } from '../../test/browser-client.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;
/** Two nature packs, a sport (presale) pack, and one that takes a custom price from $5. */
let packs: { id: string; priceCents: number; initialPriceCents: number }[];
let sportPack: string;
const SPORT = demoId('category', 'sport');
const MONTHLY = demoId('tariff', 'monthly');
const ANNUAL = demoId('tariff', 'annual');
const LIFETIME = demoId('tariff', 'lifetime');

beforeAll(async () => {
  database = await openTestDatabase();
  packs = (await naturePacksForSale(database.db)).slice(0, 3);
  const [sport] = await database.db
    .select()
    .from(contentPacks)
    .where(eq(contentPacks.categoryId, SPORT))
    .orderBy(asc(contentPacks.position));
  if (!sport || packs.length < 3) throw new Error('the demo catalog changed');
  sportPack = sport.id;
  await database.db
    .update(contentPacks)
    .set({ isAllowedToSetCustomPrice: true, customPriceLowerBoundCents: 500 })
    .where(eq(contentPacks.id, packs[2]?.id ?? ''));
  app = await buildApp(testConfig(), { database });
});
afterAll(() => app.close());

const pack = (index: number) => {
  const found = packs[index];
  if (!found) throw new Error(`no pack ${index}`);
  return found;
};
const dollars = (cents: number) => cents / 100;

function cartOf(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return CartResponse.parse(response.json());
}
function errorOf(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return ErrorBody.parse(response.json()).errorType;
}

describe('a guest cart, priced from what the app keeps', () => {
  const guest = () => new BrowserClient(app);

  it('prices packs, a presale and a tariff via trial, and the pack the presale covers is free', async () => {
    const cart = cartOf(
      await guest().post('/store/api/v1/cart/guest', {
        presaleCategoryIds: [SPORT],
        contents: [{ id: pack(0).id }, { id: sportPack }],
        tariff: { id: MONTHLY, viaTrial: true },
      }),
    );
    expect(cart.cartItems.map((item) => [item.title.length > 0, item.finalSum])).toEqual([
      [true, 39.99],
      [true, dollars(pack(0).priceCents)],
      [true, 0],
      [true, 1],
    ]);
    const [presale, first, covered, tariff] = cart.cartItems;
    expect(presale).toMatchObject({
      presaleCategoryId: SPORT,
      initialSum: 59.96,
      salePrice: 39.99,
    });
    expect(first).toMatchObject({ contentPackId: pack(0).id, coveredByPresale: false });
    expect(covered).toMatchObject({ contentPackId: sportPack, coveredByPresale: true });
    expect(tariff).toMatchObject({
      tariffId: MONTHLY,
      isSubscriptionTrial: true,
      regularTariffPrice: 19.99,
      trialDurationDays: 7,
    });
    expect(cart.resultingSum).toBe(
      Math.round((39.99 + dollars(pack(0).priceCents) + 1) * 100) / 100,
    );
    // Only what can be used: PayPal and crypto have no provider, so they are not offered.
    expect(cart.paymentMethods.map((method) => [method.paymentMethod, method.isEnabled])).toEqual([
      ['card', true],
    ]);
  });

  it('drops crypto on a headset, and leaves out what the catalogue does not sell as asked', async () => {
    const cart = cartOf(
      await guest().post('/store/api/v1/cart/guest?platform=quest3', {
        contents: [
          { id: pack(2).id, customPriceInCents: 100 },
          { id: '00000000-0000-4000-8000-000000000000' },
        ],
        tariff: { id: ANNUAL, viaTrial: true },
      }),
    );
    expect(cart.cartItems).toEqual([]);
    expect(cart.paymentMethods.map((method) => method.paymentMethod)).toEqual(['card']);
  });

  it('takes a custom price at or above the lower bound, without the promo code', async () => {
    const cart = cartOf(
      await guest().post('/store/api/v1/cart/guest', {
        contents: [{ id: pack(2).id, customPriceInCents: 2500 }, { id: pack(0).id }],
        promoCode: 'welcome10',
      }),
    );
    expect(cart.cartItems.map((item) => [item.customPrice, item.finalSum])).toEqual([
      [25, 25],
      [null, dollars(pack(0).priceCents - Math.round(pack(0).priceCents / 10))],
    ]);
    expect(cart.promoCodeInfo).toEqual({
      promoCodeValue: 'WELCOME10',
      type: 'PERCENT',
      promoCodeDecreaseValue: dollars(Math.round(pack(0).priceCents / 10)),
      errorType: null,
      errorMessage: null,
    });
  });

  it('says in the user’s language why a promo code takes nothing off', async () => {
    const price = async (promoCode: string, language = 'en') =>
      cartOf(
        await new BrowserClient(app, language).post('/store/api/v1/cart/guest', {
          contents: [{ id: pack(0).id }],
          promoCode,
        }),
      ).promoCodeInfo;
    expect(await price('NOPE')).toMatchObject({
      errorType: 'PromoCodeNotFound',
      errorMessage: 'This promo code does not exist.',
      promoCodeDecreaseValue: 0,
    });
    expect(await price('SUMMER25')).toMatchObject({ errorType: 'PromoCodeExpired' });
    expect(await price('LAUNCH50', 'es')).toMatchObject({
      errorType: 'PromoCodeUsedUp',
      errorMessage: 'Este código promocional ya se ha agotado.',
    });
    const tariffOnly = cartOf(
      await guest().post('/store/api/v1/cart/guest', {
        tariff: { id: ANNUAL, viaTrial: false },
        promoCode: 'FIVEOFF',
      }),
    );
    expect(tariffOnly.promoCodeInfo).toMatchObject({ errorType: 'PromoCodeNotApplicable' });
    expect(tariffOnly.resultingSum).toBe(99.99);
  });

  it('takes a fixed amount off the packs together', async () => {
    const cart = cartOf(
      await guest().post('/store/api/v1/cart/guest', {
        contents: [{ id: pack(0).id }, { id: pack(1).id }],
        promoCode: 'FIVEOFF',
      }),
    );
    expect(cart.promoCodeInfo?.promoCodeDecreaseValue).toBe(5);
    expect(Math.round(cart.resultingSum * 100)).toBe(pack(0).priceCents + pack(1).priceCents - 500);
  });

  it('refuses a malformed body', async () => {
    const response = await guest().post('/store/api/v1/cart/guest', { contents: [{ id: 'x' }] });
    expect(errorOf(response, 400)).toBe('ValidationError');
  });
});

describe('a signed-in user’s server cart', () => {
  it('needs a signed-in user', async () => {
    expect(errorOf(await new BrowserClient(app).get('/api/v1/cart/list'), 401)).toBe(
      'Unauthorized',
    );
  });

  it('keeps items in order, one per id and one tariff, and can be cleaned', async () => {
    const { client } = await signedUpClient(app, 'buyer');
    expect(cartOf(await client.get('/api/v1/cart/list')).cartItems).toEqual([]);
    await client.post('/api/v1/cart/items', {
      items: [
        { type: 'content', id: pack(0).id },
        { type: 'tariff', id: MONTHLY, viaTrial: true },
      ],
    });
    // The same pack again (with a custom price now) and another tariff: both replace.
    const cart = cartOf(
      await client.post('/api/v1/cart/items', {
        items: [
          { type: 'content', id: pack(2).id, customPrice: 7.5 },
          { type: 'tariff', id: LIFETIME },
          { type: 'content', id: pack(0).id },
        ],
      }),
    );
    expect(cart.cartItems.map((item) => item.contentPackId ?? item.tariffId)).toEqual([
      pack(2).id,
      LIFETIME,
      pack(0).id,
    ]);
    expect(cart.cartItems[0]?.finalSum).toBe(7.5);
    // Kept on the server: another request (another device) sees the same cart.
    expect(cartOf(await client.get('/api/v1/cart/list')).cartItems).toHaveLength(3);

    const removed = cartOf(await client.request('DELETE', `/api/v1/cart/items/${LIFETIME}`));
    expect(removed.cartItems).toHaveLength(2);
    const cleaned = cartOf(await client.post('/api/v1/cart/clean'));
    expect(cleaned).toMatchObject({ cartItems: [], resultingSum: 0, promoCodeInfo: null });
  });

  it('refuses what breaks a rule or is already owned, and changes nothing then', async () => {
    const { client, userId } = await signedUpClient(app, 'picky');
    await client.post('/api/v1/cart/items', { items: [{ type: 'content', id: pack(1).id }] });
    const add = (item: unknown) => client.post('/api/v1/cart/items', { items: [item] });
    expect(errorOf(await add({ type: 'content', id: pack(2).id, customPrice: 4.99 }), 400)).toBe(
      'CustomPriceTooLow',
    );
    expect(errorOf(await add({ type: 'content', id: pack(0).id, customPrice: 50 }), 400)).toBe(
      'CustomPriceNotAllowed',
    );
    expect(errorOf(await add({ type: 'tariff', id: ANNUAL, viaTrial: true }), 400)).toBe(
      'TrialNotAvailable',
    );
    expect(errorOf(await add({ type: 'presale', id: pack(0).id }), 404)).toBe('CartItemNotFound');
    await database.db
      .insert(ownedContentPacks)
      .values({ userId, contentPackId: pack(0).id, source: 'grant' });
    expect(errorOf(await add({ type: 'content', id: pack(0).id }), 409)).toBe('AlreadyOwned');
    await database.db.insert(ownedPresaleCategories).values({ userId, categoryId: SPORT });
    expect(errorOf(await client.post(`/api/v1/cart/presale/${SPORT}`), 409)).toBe('AlreadyOwned');
    const cart = cartOf(await client.get('/api/v1/cart/list'));
    expect(cart.cartItems.map((item) => item.contentPackId)).toEqual([pack(1).id]);
  });

  it('adds a presale category by id; once bought, its packs are owned and cost nothing', async () => {
    const { client, userId } = await signedUpClient(app, 'fan');
    const withPresale = cartOf(await client.post(`/store/api/v1/cart/presale/${SPORT}`));
    expect(withPresale.cartItems.map((item) => item.presaleCategoryId)).toEqual([SPORT]);
    await client.post('/api/v1/cart/clean');
    await client.post('/api/v1/cart/items', { items: [{ type: 'content', id: sportPack }] });
    await database.db.insert(ownedPresaleCategories).values({ userId, categoryId: SPORT });
    // A pack put in the cart before the presale was bought now costs nothing…
    const cart = cartOf(await client.get('/api/v1/cart/list'));
    expect(cart.cartItems[0]).toMatchObject({ coveredByPresale: true, finalSum: 0 });
    // …cannot be added again, and the store shows the presale bought and its packs owned.
    const again = await client.post('/api/v1/cart/items', {
      items: [{ type: 'content', id: sportPack }],
    });
    expect(errorOf(again, 409)).toBe('AlreadyOwned');
    const store = StoreCategories.parse(
      (await client.get('/store/api/v1/content/list/short/categories/optimized')).json(),
    );
    const sport = store.categories.find((category) => category.id === SPORT);
    expect(sport?.isPresaleBought).toBe(true);
    expect(sport?.contentItems.map((item) => item.isOwned)).toEqual(
      sport?.contentItems.map(() => true),
    );
  });

  it('puts a promo code on the cart, or refuses one that cannot be used', async () => {
    const { client } = await signedUpClient(app, 'saver');
    await client.post('/api/v1/cart/items', { items: [{ type: 'content', id: pack(0).id }] });
    const promo = (promoCode: string) => client.post('/api/v1/cart/promo-code', { promoCode });
    expect(errorOf(await promo('NOPE'), 404)).toBe('PromoCodeNotFound');
    expect(errorOf(await promo('SUMMER25'), 410)).toBe('PromoCodeExpired');
    expect(errorOf(await promo('LAUNCH50'), 410)).toBe('PromoCodeUsedUp');
    const cart = cartOf(await promo('origins20'));
    expect(cart.promoCodeInfo).toMatchObject({ promoCodeValue: 'ORIGINS20', errorType: null });
    expect(Math.round(cart.resultingSum * 100)).toBe(
      pack(0).priceCents - Math.round(pack(0).priceCents / 5),
    );
    const without = cartOf(await client.request('DELETE', '/api/v1/cart/promo-code'));
    expect(without.promoCodeInfo).toBeNull();
    expect(Math.round(without.resultingSum * 100)).toBe(pack(0).priceCents);
  });

  it('applies concurrent additions one after the other, losing none', async () => {
    const { client } = await signedUpClient(app, 'racer');
    await Promise.all(
      [0, 1, 2].map((index) =>
        client.post('/api/v1/cart/items', { items: [{ type: 'content', id: pack(index).id }] }),
      ),
    );
    const cart = cartOf(await client.get('/api/v1/cart/list'));
    expect(new Set(cart.cartItems.map((item) => item.contentPackId))).toEqual(
      new Set(packs.map((row) => row.id)),
    );
  });
});
