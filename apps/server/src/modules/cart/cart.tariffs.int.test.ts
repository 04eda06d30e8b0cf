import { randomUUID } from 'node:crypto';
import { CartResponse } from '@parallax/core/contracts/cart';
import { ErrorBody } from '@parallax/core/contracts/common';
import { ActiveSubscription, TariffList } from '@parallax/core/contracts/subscriptions';
import { en } from '@parallax/core/i18n/en';
import { es } from '@parallax/core/i18n/es';
import { addDays } from '@parallax/core/rules/subscription';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { demoId } from '../../db/seed/demo-ids.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { featureFlags } from '../flags/flags.schema.js';
import { subscriptions } from '../subscriptions/subscriptions.schema.js';

// The cart's side of tariffs (spec 1 §9 upgrade order, §6 lifetime; personal discounts of §4):
// what a subscriber may add, what an upgrade costs, and checkout asking again. Subscriptions are
// written straight to their table, as a paid checkout would leave them.

const MONTHLY = demoId('tariff', 'monthly');
const ANNUAL = demoId('tariff', 'annual');
const LIFETIME = demoId('tariff', 'lifetime');
/** The terms a subscription keeps of its tariff (the demo catalog's). */
const TERMS = {
  [MONTHLY]: { tariffName: 'Monthly', durationDays: 30, isLifetime: false, priceCents: 1999 },
  [ANNUAL]: { tariffName: 'Annual', durationDays: 365, isLifetime: false, priceCents: 9999 },
  [LIFETIME]: { tariffName: 'Lifetime', durationDays: null, isLifetime: true, priceCents: 24900 },
};
/** The personal discounts of the demo catalog: off unless a test turns one on. */
const DISCOUNT_FLAGS = ['source14Discount', 'subscriptionUpgradeDiscount', 'payAsYouGoDiscount'];
// A still clock: an upgrade's credit is exact to the cent.
const NOW = new Date();

let database: DatabaseHandle;
let app: FastifyInstance;
let packId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const [pack] = await naturePacksForSale(database.db);
  if (!pack) throw new Error('the demo catalog changed');
  packId = pack.id;
  await database.db
    .update(featureFlags)
    .set({ isEnabled: false })
    .where(inArray(featureFlags.name, DISCOUNT_FLAGS));
  app = await buildApp(testConfig(), { database, now: () => NOW });
});
afterAll(() => app.close());

/** What a paid subscription to the tariff keeps, its period starting `daysUsed` days ago. */
function subscriptionTo(tariffId: string, daysUsed = 0) {
  const terms = TERMS[tariffId];
  if (!terms) throw new Error(`no tariff ${tariffId}`);
  const { priceCents, ...kept } = terms;
  const startDate = addDays(NOW, -daysUsed);
  return {
    tariffId,
    ...kept,
    renewalPriceCents: priceCents,
    startDate,
    endDate: kept.durationDays === null ? null : addDays(startDate, kept.durationDays),
    periodPaidCents: priceCents,
  };
}

/**
 * A new user subscribed to `tariffId`, `daysUsed` days into a period paid at the price; with
 * `status`, a subscription that ended so (EXPIRED or REFUNDED) or is cancelled.
 */
async function subscriber(
  tariffId: string,
  daysUsed = 0,
  status = 'ACTIVE',
): Promise<{ client: BrowserClient; userId: string }> {
  const { client, userId } = await signedUpClient(app, 'subscriber');
  await database.db
    .insert(subscriptions)
    .values({ userId, status, ...subscriptionTo(tariffId, daysUsed) });
  return { client, userId };
}

const add = (client: BrowserClient, item: Record<string, unknown>) =>
  client.post('/api/v1/cart/items', { items: [item] });

function cartOf(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return CartResponse.parse(response.json());
}
function errorOf(response: { statusCode: number; body: string; json: () => unknown }) {
  return { status: response.statusCode, ...ErrorBody.parse(response.json()) };
}

describe('a tariff a subscriber may not buy (spec 1 §9)', () => {
  it.each([
    ['the tariff they hold', MONTHLY, MONTHLY, 'TariffAlreadyHeld'],
    ['a tariff shorter than theirs', ANNUAL, MONTHLY, 'TariffDowngrade'],
    ['anything once they hold a lifetime one', LIFETIME, ANNUAL, 'LifetimeHeld'],
  ])('is refused with 409 and a message: %s', async (_name, held, wanted, errorType) => {
    const { client } = await subscriber(held);
    const error = errorOf(await add(client, { type: 'tariff', id: wanted }));
    expect(error).toMatchObject({ status: 409, errorType });
    expect(error.message.length).toBeGreaterThan(10);
    expect(cartOf(await client.get('/api/v1/cart/list')).cartItems).toEqual([]);
  });

  it('an unknown tariff is an item the catalogue does not sell (404)', async () => {
    const { client } = await subscriber(MONTHLY);
    const error = errorOf(await add(client, { type: 'tariff', id: randomUUID() }));
    expect(error).toMatchObject({ status: 404, errorType: 'CartItemNotFound' });
  });

  it('someone without a subscription buys any tariff at its price', async () => {
    const { client } = await signedUpClient(app, 'newcomer');
    const [line] = cartOf(await add(client, { type: 'tariff', id: MONTHLY })).cartItems;
    expect(line).toMatchObject({ tariffId: MONTHLY, finalSum: 19.99 });
    expect(line?.upgradeCredit ?? null).toBeNull();
  });

  it('a trial costs its trial price, with no old price or discount made up from the tariff', async () => {
    const { client } = await signedUpClient(app, 'trialist');
    const cart = cartOf(await add(client, { type: 'tariff', id: MONTHLY, viaTrial: true }));
    expect(cart.cartItems[0]).toMatchObject({
      isSubscriptionTrial: true,
      finalSum: 1,
      initialSum: 1,
      regularTariffPrice: 19.99,
    });
    expect(cart).toMatchObject({ initialSum: 1, resultingSum: 1 });
  });
});

describe('an upgrade in the cart', () => {
  it('costs the price less the unused part of the current period, shown on the line', async () => {
    // $19.99 paid for 30 days, 12 used: 18 days are credited.
    const { client } = await subscriber(MONTHLY, 12);
    const credit = Math.floor((1999 * 18) / 30);
    const cart = cartOf(await add(client, { type: 'tariff', id: ANNUAL }));
    expect(cart.cartItems[0]).toMatchObject({
      tariffId: ANNUAL,
      salePrice: 99.99,
      upgradeCredit: credit / 100,
      finalSum: (9999 - credit) / 100,
    });
    expect(cart.resultingSum).toBe((9999 - credit) / 100);
  });

  it('takes the personal discount off the price before the credit', async () => {
    await database.db
      .update(featureFlags)
      .set({ isEnabled: true, params: [{ label: 'discountPercentage', value: '20' }] })
      .where(eq(featureFlags.name, 'subscriptionUpgradeDiscount'));
    try {
      const { client } = await subscriber(ANNUAL, 65);
      const credit = Math.floor((9999 * 300) / 365);
      const discounted = Math.round((24900 * 80) / 100);
      const [line] = cartOf(await add(client, { type: 'tariff', id: LIFETIME })).cartItems;
      expect(line).toMatchObject({
        upgradeCredit: credit / 100,
        finalSum: (discounted - credit) / 100,
      });
    } finally {
      await database.db
        .update(featureFlags)
        .set({ isEnabled: false })
        .where(eq(featureFlags.name, 'subscriptionUpgradeDiscount'));
    }
  });

  it('is asked again at checkout: a tariff held since it was added cannot be paid', async () => {
    const { client, userId } = await subscriber(MONTHLY);
    cartOf(await add(client, { type: 'tariff', id: ANNUAL }));
    // Another tab upgrades to the annual tariff first.
    await database.db
      .update(subscriptions)
      .set(subscriptionTo(ANNUAL))
      .where(eq(subscriptions.userId, userId));
    const checkout = await client.post('/api/v1/checkout', {
      paymentMethod: 'card',
      acquiringType: 'test',
    });
    expect(errorOf(checkout)).toMatchObject({ status: 409, errorType: 'TariffAlreadyHeld' });
    // The cart no longer prices it either.
    expect(cartOf(await client.get('/api/v1/cart/list')).cartItems).toEqual([]);
  });
});

describe('a lifetime subscriber', () => {
  it('has packs covered by the subscription, at no cost', async () => {
    const { client } = await subscriber(LIFETIME);
    const [line] = cartOf(await add(client, { type: 'content', id: packId })).cartItems;
    expect(line).toMatchObject({
      contentPackId: packId,
      coveredByLifetimeSubscription: true,
      finalSum: 0,
    });
  });

  it('while a monthly subscriber pays for a pack', async () => {
    const { client } = await subscriber(MONTHLY);
    const cart = cartOf(await add(client, { type: 'content', id: packId }));
    expect(cart.cartItems[0]).toMatchObject({ coveredByLifetimeSubscription: false });
    expect(cart.resultingSum).toBeGreaterThan(0);
  });
});

describe('a trial is sold once per customer', () => {
  const trialOf = (id: string) => ({ type: 'tariff', id, viaTrial: true });

  it.each([
    ['after their trial or plan expired', 'EXPIRED', 40],
    ['after a refund', 'REFUNDED', 3],
    ['while a cancelled plan runs out', 'CANCELLED', 10],
  ])('is refused in the cart %s, with a message in en and es', async (_name, status, daysUsed) => {
    const { client } = await subscriber(MONTHLY, daysUsed, status);
    const refused = errorOf(await add(client, trialOf(MONTHLY)));
    expect(refused).toMatchObject({
      status: 409,
      errorType: 'TrialAlreadyUsed',
      message: en.errors.trial_already_used,
    });
    const spanish = new BrowserClient(app, 'es');
    for (const [name, value] of client.cookies) spanish.cookies.set(name, value);
    expect(errorOf(await add(spanish, trialOf(MONTHLY)))).toMatchObject({
      errorType: 'TrialAlreadyUsed',
      message: es.errors.trial_already_used,
    });
    expect(cartOf(await client.get('/api/v1/cart/list')).cartItems).toEqual([]);
    // The plan itself is theirs to buy again, at its price.
    const [line] = cartOf(await add(client, { type: 'tariff', id: MONTHLY })).cartItems;
    expect(line).toMatchObject({ tariffId: MONTHLY, isSubscriptionTrial: false, finalSum: 19.99 });
  });

  it('a trial put in the cart earlier is not priced, nor paid, once they held a plan', async () => {
    const { client, userId } = await signedUpClient(app, 'returning');
    cartOf(await add(client, trialOf(MONTHLY)));
    await database.db
      .insert(subscriptions)
      .values({ userId, status: 'EXPIRED', ...subscriptionTo(MONTHLY, 40) });
    expect(cartOf(await client.get('/api/v1/cart/list')).cartItems).toEqual([]);
    const checkout = await client.post('/api/v1/checkout', {
      paymentMethod: 'card',
      acquiringType: 'test',
    });
    expect(errorOf(checkout)).toMatchObject({ status: 409, errorType: 'TrialAlreadyUsed' });
  });

  it('the plans offer the trial to a newcomer and a guest only', async () => {
    const trialOffered = async (client: BrowserClient) =>
      TariffList.parse((await client.get('/api/v1/subscriptions/tariffs')).json()).find(
        ({ id }) => id === MONTHLY,
      )?.isTrialAvailable;
    const { client: newcomer } = await signedUpClient(app, 'newcomer');
    expect(await trialOffered(newcomer)).toBe(true);
    expect(await trialOffered(new BrowserClient(app))).toBe(true);
    const { client: returning } = await subscriber(MONTHLY, 40, 'EXPIRED');
    expect(await trialOffered(returning)).toBe(false);
  });

  it('the subscription that ended is shown, for its Renew offer', async () => {
    const { client } = await subscriber(MONTHLY, 40, 'EXPIRED');
    const active = ActiveSubscription.parse(
      (await client.get('/api/v1/subscriptions/active')).json(),
    );
    expect(active.subscription).toBeNull();
    expect(active.ended).toMatchObject({
      status: 'EXPIRED',
      isActive: false,
      // spec 2 §3 Subscription `tariff`; `currentTariff` is its former name, kept as an alias.
      tariff: { id: MONTHLY },
      currentTariff: { id: MONTHLY },
    });
    const { client: newcomer } = await signedUpClient(app, 'newcomer');
    expect(
      ActiveSubscription.parse((await newcomer.get('/api/v1/subscriptions/active')).json()),
    ).toEqual({ subscription: null, ended: null });
  });
});
