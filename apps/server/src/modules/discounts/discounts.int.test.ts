import { CartResponse } from '@parallax/core/contracts/cart';
import { ErrorBody } from '@parallax/core/contracts/common';
import { CheckoutResponse, TransactionDto } from '@parallax/core/contracts/payments';
import {
  BannerSeen,
  CardOwnershipResponse,
  PersonalDiscount,
  TariffList,
} from '@parallax/core/contracts/subscriptions';
import { DAY_MS } from '@parallax/core/rules/subscription';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { users } from '../auth/auth.schema.js';
import { ownedContentPacks } from '../ownership/ownership.schema.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';

// The demo catalog's `cardOwnershipPromo`: earthrise, a drop every 7 days from 2026-01-05 12:00Z,
// each claimable for 48 hours. The clock sits on a drop ahead of the real date, so the cookies the
// test client keeps (it expires them by the real time) stay valid.
const PROMO_PACK = demoId('pack', 'earthrise');
const DROP = Date.parse('2026-01-05T12:00:00Z') + 100 * 7 * DAY_MS;
const HOUR_MS = 3_600_000;
const TARIFF = {
  monthly: demoId('tariff', 'monthly'),
  annual: demoId('tariff', 'annual'),
  lifetime: demoId('tariff', 'lifetime'),
};
const DURATION_DAYS = { monthly: 30, annual: 365, lifetime: null };

let database: DatabaseHandle;
let app: FastifyInstance;
let clock = new Date(DROP + HOUR_MS);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database, now: () => clock });
});
afterAll(() => app.close());

async function subscribe(
  userId: string,
  tariff: keyof typeof TARIFF,
  status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE',
) {
  await database.db.insert(subscriptions).values({
    userId,
    tariffId: TARIFF[tariff],
    status,
    isLifetime: tariff === 'lifetime',
    durationDays: DURATION_DAYS[tariff],
    startDate: clock,
    endDate: tariff === 'lifetime' ? null : new Date(clock.getTime() + 30 * DAY_MS),
  });
}

async function own(userId: string, slugs: string[], source: 'purchase' | 'grant') {
  await database.db
    .insert(ownedContentPacks)
    .values(slugs.map((slug) => ({ userId, contentPackId: demoId('pack', slug), source })));
}

type Client = Awaited<ReturnType<typeof signedUpClient>>['client'];

async function personalDiscount(client: Client | null, query = '') {
  const url = `/api/v1/discounts/personal${query}`;
  const response = client ? await client.get(url) : await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return PersonalDiscount.parse(response.json());
}

/** The plans as the subscription page lists them, each tariff's personal offer by its id. */
async function offersOnPlans(client: Client | null, query = '') {
  const url = `/api/v1/subscriptions/tariffs${query}`;
  const response = client ? await client.get(url) : await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  const tariffs = TariffList.parse(response.json());
  return Object.fromEntries(tariffs.map((tariff) => [tariff.id, tariff.personalOffer]));
}

const percentsOf = (discount: PersonalDiscount) =>
  Object.fromEntries(discount.discountedTariffs.map((t) => [t.id, t.discountPercentage]));

function errorOf(response: { statusCode: number; json: () => unknown }) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

describe('personal discount (spec 1 §4 priority: source-14, upgrade, pay-as-you-go)', () => {
  it('gives a guest none, unless they come from source 14', async () => {
    expect(await personalDiscount(null)).toEqual({
      type: null,
      bannerId: null,
      purchasedContent: [],
      discountedTariffs: [],
      isEligibleForDiscount: false,
      featureFlagName: null,
      maxDiscountPercentage: 0,
    });

    const source14 = await personalDiscount(null, '?userSource=source14&userPlatform=web_app');
    expect(source14).toMatchObject({
      type: 'Source14',
      bannerId: 'personal-discount-Source14',
      featureFlagName: 'source14Discount',
      isEligibleForDiscount: true,
      maxDiscountPercentage: 40,
    });
    expect(source14.discountedTariffs.find((t) => t.id === TARIFF.monthly)).toEqual({
      id: TARIFF.monthly,
      name: 'Monthly',
      price: 11.99,
      oldPrice: 19.99,
      isLifetime: false,
      durationDays: 30,
      discountPercentage: 40,
    });
    expect(percentsOf(source14)).toEqual({
      [TARIFF.monthly]: 40,
      [TARIFF.annual]: 40,
      [TARIFF.lifetime]: 40,
    });
  });

  it('puts source 14 first, on the tariffs a subscriber may still buy', async () => {
    const { client, userId } = await signedUpClient(app, 'src14');
    await subscribe(userId, 'monthly');
    const discount = await personalDiscount(client, '?userSource=source14');
    expect(discount.type).toBe('Source14');
    expect(percentsOf(discount)).toEqual({ [TARIFF.annual]: 40, [TARIFF.lifetime]: 40 });
  });

  it('keeps the source a user came from; the cart charges what the banner says', async () => {
    const { client, userId } = await signedUpClient(app, 'src14');
    await database.db.update(users).set({ source: 'source14' }).where(eq(users.id, userId));
    const discount = await personalDiscount(client);
    expect(discount.type).toBe('Source14');
    const annual = discount.discountedTariffs.find((t) => t.id === TARIFF.annual);
    expect(annual).toMatchObject({ price: 59.99, oldPrice: 99.99, discountPercentage: 40 });

    const added = await client.post('/api/v1/cart/items', {
      items: [{ type: 'tariff', id: TARIFF.annual }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = CartResponse.parse(added.json()).cartItems;
    expect(line).toMatchObject({ tariffId: TARIFF.annual, finalSum: annual?.price });
  });

  it('names the tariffs in the User-Language', async () => {
    const response = await app.inject({
      url: '/api/v1/discounts/personal?userSource=source14',
      headers: { 'user-language': 'es' },
    });
    const discount = PersonalDiscount.parse(response.json());
    expect(discount.discountedTariffs.find((t) => t.id === TARIFF.monthly)?.name).toBe('Mensual');
  });

  it('charges a guest from source 14 what the banner says, in the cart and at checkout', async () => {
    const banner = await personalDiscount(null, '?userSource=source14');
    const monthly = banner.discountedTariffs.find((t) => t.id === TARIFF.monthly);
    expect(monthly).toMatchObject({ price: 11.99, oldPrice: 19.99 });

    const guest = new BrowserClient(app);
    const guestCart = async (body: Record<string, unknown>) => {
      const response = await guest.post('/api/v1/cart/guest', body);
      expect(response.statusCode, response.body).toBe(200);
      return CartResponse.parse(response.json());
    };
    const full = { tariff: { id: TARIFF.monthly, viaTrial: false } };
    expect((await guestCart(full)).resultingSum).toBe(19.99);
    const priced = await guestCart({ ...full, source: 'source14' });
    expect(priced.cartItems[0]).toMatchObject({ tariffId: TARIFF.monthly, finalSum: 11.99 });
    expect(priced.resultingSum).toBe(monthly?.price);

    // Checkout: the guest is registered for the payment and the order costs the banner's price.
    const client = new BrowserClient(app);
    const checkout = (body: Record<string, unknown>) =>
      client.post('/api/v1/checkout', { paymentMethod: 'card', acquiringType: 'test', ...body });
    const orderTotal = async (response: Awaited<ReturnType<typeof checkout>>) => {
      expect(response.statusCode, response.body).toBe(200);
      const { transactionId } = CheckoutResponse.parse(response.json());
      const order = await client.get(`/api/v1/transaction/${transactionId}`);
      expect(order.statusCode, order.body).toBe(200);
      return TransactionDto.parse(order.json()).totalSum;
    };
    const email = `src14-guest-${Date.now()}@example.com`;
    expect(await orderTotal(await checkout({ email, source: 'source14', cart: full }))).toBe(11.99);

    // The source sent along decides, not only the one stored at sign-up: an account kept without
    // one (the buyer is now InitializedViaPayment, still on a guest-style cart) gets the discount
    // when the checkout names the source, and the full price when it does not.
    await database.db.update(users).set({ source: null }).where(eq(users.email, email));
    const annual = { tariff: { id: TARIFF.annual, viaTrial: false } };
    expect(await orderTotal(await checkout({ source: 'source14', cart: annual }))).toBe(59.99);
    expect(await orderTotal(await checkout({ cart: annual }))).toBe(99.99);
  });

  it('prices the plans of a source-14 guest as its banner and the cart do', async () => {
    const banner = await personalDiscount(null, '?userSource=source14');
    const plans = await offersOnPlans(null, '?source=source14&platform=web_app');
    for (const tariff of banner.discountedTariffs) {
      expect(plans[tariff.id]).toEqual({
        price: tariff.price,
        oldPrice: tariff.oldPrice,
        discountPercentage: tariff.discountPercentage,
      });
    }
    expect(plans[TARIFF.monthly]).toEqual({
      price: 11.99,
      oldPrice: 19.99,
      discountPercentage: 40,
    });

    const guest = new BrowserClient(app);
    const response = await guest.post('/api/v1/cart/guest', {
      tariff: { id: TARIFF.monthly, viaTrial: false },
      source: 'source14',
    });
    const [line] = CartResponse.parse(response.json()).cartItems;
    expect(line?.finalSum).toBe(plans[TARIFF.monthly]?.price);

    // Without the source, no offer anywhere.
    expect(Object.values(await offersOnPlans(null))).toEqual([null, null, null]);
  });

  it('offers a cancelled subscriber no upgrade: a new plan replaces theirs at its price', async () => {
    const { client, userId } = await signedUpClient(app, 'cancelled');
    await subscribe(userId, 'monthly', 'CANCELLED');
    const discount = await personalDiscount(client);
    expect(discount.type).toBeNull();
    const plans = await offersOnPlans(client);
    expect(plans[TARIFF.annual]).toBeNull();

    const added = await client.post('/api/v1/cart/items', {
      items: [{ type: 'tariff', id: TARIFF.annual }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(CartResponse.parse(added.json()).cartItems[0]).toMatchObject({
      finalSum: 99.99,
      upgradeCredit: null,
    });
  });

  it('shows a renewing subscriber the upgrade offer the banner names on the plans', async () => {
    const { client, userId } = await signedUpClient(app, 'upgrading');
    await subscribe(userId, 'monthly');
    const banner = await personalDiscount(client);
    const plans = await offersOnPlans(client);
    const lifetime = banner.discountedTariffs.find((t) => t.id === TARIFF.lifetime);
    expect(plans[TARIFF.lifetime]).toEqual({ price: 199.2, oldPrice: 249, discountPercentage: 20 });
    expect(plans[TARIFF.lifetime]?.price).toBe(lifetime?.price);
    // Their own plan and a downgrade are not for sale to them.
    expect(plans[TARIFF.monthly]).toBeNull();
  });

  it('offers a subscriber the upgrades, and a lifetime subscriber nothing', async () => {
    const monthly = await signedUpClient(app, 'upgrader');
    await subscribe(monthly.userId, 'monthly');
    // Packs bought do not matter once subscribed: the upgrade comes before pay-as-you-go.
    await own(monthly.userId, ['high-noon-summit'], 'purchase');
    const upgrade = await personalDiscount(monthly.client);
    expect(upgrade).toMatchObject({
      type: 'SubUpgrade',
      bannerId: 'personal-discount-SubUpgrade',
      featureFlagName: 'subscriptionUpgradeDiscount',
      isEligibleForDiscount: true,
      maxDiscountPercentage: 20,
      purchasedContent: [],
    });
    expect(percentsOf(upgrade)).toEqual({ [TARIFF.annual]: 20, [TARIFF.lifetime]: 20 });
    expect(upgrade.discountedTariffs.find((t) => t.id === TARIFF.lifetime)).toMatchObject({
      price: 199.2,
      oldPrice: 249,
    });

    const annual = await signedUpClient(app, 'annual');
    await subscribe(annual.userId, 'annual');
    expect(percentsOf(await personalDiscount(annual.client))).toEqual({
      [TARIFF.lifetime]: 20,
    });

    const lifetime = await signedUpClient(app, 'lifer');
    await subscribe(lifetime.userId, 'lifetime');
    expect((await personalDiscount(lifetime.client)).type).toBeNull();
  });

  it('counts what a buyer spent on packs towards each tariff, up to the maximum', async () => {
    const { client, userId } = await signedUpClient(app, 'buyer');
    expect((await personalDiscount(client)).type).toBeNull();

    // 9.99 + 12.99 = 22.98 spent; a granted pack was not paid for.
    await own(userId, ['high-noon-summit', 'dusk-on-the-ridge'], 'purchase');
    await own(userId, ['city-lights'], 'grant');
    const discount = await personalDiscount(client);
    expect(discount).toMatchObject({
      type: 'PayAsYouGo',
      bannerId: 'personal-discount-PayAsYouGo',
      featureFlagName: 'payAsYouGoDiscount',
      isEligibleForDiscount: true,
      maxDiscountPercentage: 50,
    });
    expect(discount.purchasedContent.map((pack) => pack.slug)).toEqual([
      'high-noon-summit',
      'dusk-on-the-ridge',
    ]);
    // monthly 19.99: capped at 50; annual 99.99: 22 %; lifetime 249: 9 %.
    expect(percentsOf(discount)).toEqual({
      [TARIFF.monthly]: 50,
      [TARIFF.annual]: 22,
      [TARIFF.lifetime]: 9,
    });
    expect(discount.discountedTariffs.find((t) => t.id === TARIFF.annual)).toMatchObject({
      price: 77.99,
      oldPrice: 99.99,
    });
    const added = await client.post('/api/v1/cart/items', {
      items: [{ type: 'tariff', id: TARIFF.annual }],
    });
    expect(CartResponse.parse(added.json()).cartItems[0]?.finalSum).toBe(77.99);
  });

  it('shows at most 8 of the packs bought', async () => {
    const { client, userId } = await signedUpClient(app, 'collector');
    const slugs = [
      'high-noon-summit',
      'dusk-on-the-ridge',
      'snowfield-silence',
      'rolling-waves',
      'under-the-surface',
      'forest-lake-morning',
      'waterfall-valley',
      'nebula-drift',
      'earthrise',
      'city-lights',
    ];
    await own(userId, slugs, 'purchase');
    const discount = await personalDiscount(client);
    expect(discount.type).toBe('PayAsYouGo');
    expect(discount.purchasedContent).toHaveLength(8);
  });
});

describe('banner seen (spec 1 §4: Not now or closing marks it seen)', () => {
  const url = '/api/v1/banners/personal-discount-SubUpgrade/seen';

  it('answers per user, and only to a signed-in one', async () => {
    expect(errorOf(await app.inject(url))).toMatchObject({ status: 401 });

    const { client } = await signedUpClient(app, 'banner');
    // spec 2 §3 Banner `hasSeen`; `seen` is its former name, kept as an alias.
    const seenOf = async () => {
      const answer = BannerSeen.parse((await client.get(url)).json());
      expect(answer.seen).toBe(answer.hasSeen);
      return answer.hasSeen;
    };
    expect(await seenOf()).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      const marked = await client.post(url);
      expect(marked.statusCode, marked.body).toBe(200);
      expect(BannerSeen.parse(marked.json())).toEqual({
        bannerId: 'personal-discount-SubUpgrade',
        hasSeen: true,
        seen: true,
      });
    }
    expect(await seenOf()).toBe(true);
    expect(
      BannerSeen.parse((await client.get('/store/api/v1/banners/other/seen')).json()).seen,
    ).toBe(false);

    const { client: someoneElse } = await signedUpClient(app, 'banner');
    expect(BannerSeen.parse((await someoneElse.get(url)).json()).seen).toBe(false);
  });
});

describe('card-ownership promo (spec 2 §3 Card ownership)', () => {
  const url = '/api/v1/subscriptions/card-promo';
  const promoOf = async (client: Client) => {
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return CardOwnershipResponse.parse(response.json()).promo;
  };

  it('is nothing to guests and non-subscribers, who cannot claim', async () => {
    clock = new Date(DROP + HOUR_MS);
    expect(CardOwnershipResponse.parse((await app.inject(url)).json())).toEqual({ promo: null });
    const guestClaim = await new BrowserClient(app).post(`${url}/claim`);
    expect(errorOf(guestClaim)).toMatchObject({ status: 401, errorType: 'Unauthorized' });

    const { client } = await signedUpClient(app, 'nonsub');
    expect(await promoOf(client)).toBeNull();
    expect(errorOf(await client.post(`${url}/claim`))).toMatchObject({
      status: 403,
      errorType: 'SubscriptionRequired',
    });
  });

  it('lets a subscriber claim the pack while the window is open, once', async () => {
    clock = new Date(DROP + HOUR_MS);
    const { client, userId } = await signedUpClient(app, 'claimer');
    await subscribe(userId, 'monthly');
    const promo = await promoOf(client);
    expect(promo?.title).toBeTruthy();
    expect(promo?.storePreview).toBeTruthy();
    expect(promo).toMatchObject({
      contentId: PROMO_PACK,
      slug: 'earthrise',
      isOwned: false,
      ownedReason: null,
      claimWindowEnd: new Date(DROP + 48 * HOUR_MS).toISOString(),
      // By the server's clock: a countdown does not depend on the device's.
      claimWindowSecondsLeft: 47 * 3600,
      nextDropDate: new Date(DROP + 7 * DAY_MS).toISOString(),
      visibilityWindowHours: 48,
      isClaimable: true,
    });

    const claimed = await client.post(`${url}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(CardOwnershipResponse.parse(claimed.json()).promo).toMatchObject({
      isOwned: true,
      ownedReason: 'claim',
      isClaimable: false,
      claimWindowSecondsLeft: null,
    });
    const again = await client.post(`${url}/claim`);
    expect(again.statusCode).toBe(200);
    expect(CardOwnershipResponse.parse(again.json()).promo?.ownedReason).toBe('claim');

    // The pack is theirs for keeps: the catalog says so.
    const pack = await client.get(`/api/v1/content/${PROMO_PACK}`);
    expect(pack.statusCode, pack.body).toBe(200);
    expect(pack.json()).toMatchObject({ isOwned: true });
  });

  it('refuses a claim after the window closed, and tells the next drop', async () => {
    clock = new Date(DROP + 49 * HOUR_MS);
    const { client, userId } = await signedUpClient(app, 'late');
    await subscribe(userId, 'annual');
    expect(await promoOf(client)).toMatchObject({
      isOwned: false,
      isClaimable: false,
      claimWindowSecondsLeft: null,
      claimWindowEnd: new Date(DROP + 48 * HOUR_MS).toISOString(),
      nextDropDate: new Date(DROP + 7 * DAY_MS).toISOString(),
    });
    expect(errorOf(await client.post(`${url}/claim`))).toMatchObject({
      status: 409,
      errorType: 'CardPromoClosed',
    });

    clock = new Date(DROP + 7 * DAY_MS);
    const { client: next, userId: nextId } = await signedUpClient(app, 'next');
    await subscribe(nextId, 'annual');
    expect(await promoOf(next)).toMatchObject({
      isClaimable: true,
      claimWindowEnd: new Date(DROP + 7 * DAY_MS + 48 * HOUR_MS).toISOString(),
      nextDropDate: new Date(DROP + 14 * DAY_MS).toISOString(),
    });
  });

  it('names the pack in the User-Language, as the catalog does', async () => {
    clock = new Date(DROP + HOUR_MS);
    const { client, userId } = await signedUpClient(app, 'spanish');
    await subscribe(userId, 'monthly');
    const headers = { 'user-language': 'es' };
    const promo = CardOwnershipResponse.parse(
      (await client.request('GET', url, undefined, headers)).json(),
    ).promo;
    const pack = await client.request('GET', `/api/v1/content/${PROMO_PACK}`, undefined, headers);
    expect(pack.statusCode, pack.body).toBe(200);
    expect(promo?.title).toBe(pack.json<{ title: string }>().title);
  });

  it('says a pack owned another way was not claimed', async () => {
    clock = new Date(DROP + HOUR_MS);
    const { client, userId } = await signedUpClient(app, 'owner');
    await subscribe(userId, 'monthly');
    await own(userId, ['earthrise'], 'purchase');
    expect(await promoOf(client)).toMatchObject({
      isOwned: true,
      ownedReason: 'other',
      isClaimable: false,
    });
  });
});
