import { CartResponse } from '@parallax/core/contracts/cart';
import { ErrorBody } from '@parallax/core/contracts/common';
import { DeskPromoCode, DeskPromoCodePage } from '@parallax/core/contracts/desk-prices';
import { TransactionDto } from '@parallax/core/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { signedUpClient } from '../../test/accounts.js';
import { BrowserClient } from '../../test/browser-client.js';
import { naturePacksForSale } from '../../test/demo-packs.js';
import { buyWithTestCard } from '../../test/payments.js';
import { staffClient } from '../../test/staff.js';
import { openTestDatabase, testConfig } from '../../test/test-app.js';
import { auditLog } from '../audit/audit.schema.js';
import { promoCodes } from './cart.schema.js';

// The desk's promo codes (area prices: editors and finance): created limited to chosen packs,
// which the cart honours; changed with a revision; expired at once; paid orders keep their promo.

const API = '/api/v1/desk/promo-codes';

let database: DatabaseHandle;
let app: FastifyInstance;
let picked: { id: string; priceCents: number };
let other: { id: string; priceCents: number };

beforeAll(async () => {
  database = await openTestDatabase();
  const [first, second] = await naturePacksForSale(database.db);
  if (!first || !second) throw new Error('the demo catalog changed');
  picked = first;
  other = second;
  app = await buildApp(testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }), { database });
});
afterAll(() => app.close());

const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  ...ErrorBody.parse(response.json()),
});

const auditRows = (entityId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'promo_code'), eq(auditLog.entityId, entityId)));

const code = (prefix: string) => `${prefix}${Math.floor(Math.random() * 1e6)}`;

async function create(client: BrowserClient, body: Record<string, unknown>) {
  const response = await client.post(API, {
    type: 'PERCENT',
    value: 50,
    scope: ['content'],
    itemIds: null,
    usageLimit: null,
    expiresAt: null,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return DeskPromoCode.parse(response.json());
}

describe('the desk’s door to promo codes', () => {
  it('is shut to guests (401) and to customers and support (403)', async () => {
    expect((await new BrowserClient(app).get(API)).statusCode).toBe(401);
    const customer = (await signedUpClient(app, 'customer')).client;
    expect(errorOf(await customer.get(API)).status).toBe(403);
    expect(errorOf(await customer.post(API, {})).errorType).toBe('Forbidden');
    expect((await (await staffClient(app, database.db, 'ROLE_SUPPORT')).get(API)).statusCode).toBe(
      403,
    );
    expect((await (await staffClient(app, database.db, 'ROLE_FINANCE')).get(API)).statusCode).toBe(
      200,
    );
  });
});

describe('promo codes in the desk', () => {
  it('creates a code limited to one pack, with its audit row; the cart takes it off that pack only', async () => {
    const editor = await staffClient(app, database.db, 'ROLE_EDITOR');
    const created = await create(editor, { code: code('PACK'), itemIds: [picked.id] });
    expect(created).toMatchObject({ itemIds: [picked.id], usedCount: 0, paidOrders: 0 });
    const [row] = await auditRows(created.id);
    expect(row).toMatchObject({ action: 'promo.create', before: null });

    const buyer = (await signedUpClient(app, 'buyer')).client;
    const items = [
      { type: 'content', id: picked.id },
      { type: 'content', id: other.id },
    ];
    expect((await buyer.post('/api/v1/cart/items', { items })).statusCode).toBe(200);
    const cart = CartResponse.parse(
      (
        await buyer.post('/api/v1/cart/promo-code', { promoCode: created.code.toLowerCase() })
      ).json(),
    );
    const sums = new Map(cart.cartItems.map((item) => [item.contentPackId, item.finalSum]));
    // 50 % off, the discount rounded to the cent.
    expect(sums.get(picked.id)).toBe((picked.priceCents - Math.round(picked.priceCents / 2)) / 100);
    expect(sums.get(other.id)).toBe(other.priceCents / 100);
    expect(cart.promoCodeInfo?.errorType).toBeNull();

    // Without the pack the code applies to nothing: kept on the cart, and the answer says so.
    await buyer.request('DELETE', `/api/v1/cart/items/${picked.id}`);
    const without = CartResponse.parse((await buyer.get('/api/v1/cart/list')).json());
    expect(without.promoCodeInfo).toMatchObject({
      errorType: 'PromoCodeNotApplicable',
      promoCodeDecreaseValue: 0,
    });
    expect(without.resultingSum).toBe(other.priceCents / 100);
  });

  it('refuses a code whose letters another has, whatever the case (409 naming code)', async () => {
    const editor = await staffClient(app, database.db, 'ROLE_EDITOR');
    const first = await create(editor, { code: code('Twin') });
    const before = await database.db.select().from(promoCodes);
    const again = await editor.post(API, { ...first, code: first.code.toLowerCase() });
    expect(errorOf(again)).toMatchObject({ status: 409, errorType: 'PromoCodeNotUnique' });
    expect(errorOf(again).message).toMatch(/^code:/);
    expect(await database.db.select().from(promoCodes)).toHaveLength(before.length);
  });

  it('refuses bad values with 400 naming the field, and writes nothing', async () => {
    const editor = await staffClient(app, database.db, 'ROLE_FINANCE');
    const count = async () => (await database.db.select().from(promoCodes)).length;
    const before = await count();
    const base = { code: code('BAD'), type: 'PERCENT', scope: ['content'], itemIds: null };
    const tooMuch = await editor.post(API, {
      ...base,
      value: 150,
      usageLimit: null,
      expiresAt: null,
    });
    expect(errorOf(tooMuch)).toMatchObject({ status: 400, errorType: 'ValidationError' });
    expect(ErrorBody.parse(tooMuch.json()).issues?.[0]?.path).toBe('body.value');
    const stray = await editor.post(API, {
      ...base,
      value: 10,
      itemIds: [crypto.randomUUID()],
      usageLimit: null,
      expiresAt: null,
    });
    expect(errorOf(stray)).toMatchObject({ status: 400 });
    expect(errorOf(stray).message).toMatch(/^itemIds:/);
    // A pack named in a code for tariffs only is not an item of its scope.
    const outOfScope = await editor.post(API, {
      ...base,
      scope: ['tariff'],
      value: 10,
      itemIds: [picked.id],
      usageLimit: null,
      expiresAt: null,
    });
    expect(errorOf(outOfScope).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('changes a code with its revision; a stale one is 409 with nothing written', async () => {
    const editor = await staffClient(app, database.db, 'ROLE_EDITOR');
    const created = await create(editor, { code: code('EDIT') });
    const changed = await editor.request('PUT', `${API}/${created.id}`, {
      ...created,
      type: 'FIXED',
      value: 2.5,
      usageLimit: 10,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const saved = DeskPromoCode.parse(changed.json());
    expect(saved).toMatchObject({ type: 'FIXED', value: 2.5, usageLimit: 10 });
    const [row] = await database.db.select().from(promoCodes).where(eq(promoCodes.id, created.id));
    expect(row?.value).toBe(250);

    const stale = await editor.request('PUT', `${API}/${created.id}`, { ...created, value: 5 });
    expect(errorOf(stale)).toMatchObject({ status: 409, errorType: 'ChangedSinceOpened' });
    const [after] = await database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.id, created.id));
    expect(after?.value).toBe(250);
    expect((await auditRows(created.id)).map((entry) => entry.action).sort()).toEqual([
      'promo.create',
      'promo.update',
    ]);
  });

  it('expires a code at once: a cart holding it is refused it', async () => {
    const editor = await staffClient(app, database.db, 'ROLE_EDITOR');
    const created = await create(editor, { code: code('STOP') });
    const expired = await editor.post(`${API}/${created.id}/expire`, {
      revision: created.revision,
    });
    expect(DeskPromoCode.parse(expired.json()).isExpired).toBe(true);
    const buyer = (await signedUpClient(app, 'late')).client;
    await buyer.post('/api/v1/cart/items', { items: [{ type: 'content', id: picked.id }] });
    const refused = await buyer.post('/api/v1/cart/promo-code', { promoCode: created.code });
    expect(errorOf(refused)).toMatchObject({ status: 410, errorType: 'PromoCodeExpired' });
  });

  it('lists a code’s use, and a paid order keeps its promo whatever the code becomes', async () => {
    const editor = await staffClient(app, database.db, 'ROLE_EDITOR');
    const created = await create(editor, { code: code('PAID'), value: 20 });
    const buyer = (await signedUpClient(app, 'payer')).client;
    await buyer.post('/api/v1/cart/items', { items: [{ type: 'content', id: other.id }] });
    expect(
      (await buyer.post('/api/v1/cart/promo-code', { promoCode: created.code })).statusCode,
    ).toBe(200);
    // Adding the pack again keeps the cart (and its code) as it is.
    const transactionId = await buyWithTestCard(app, buyer, [{ type: 'content', id: other.id }]);
    const paid = TransactionDto.parse(
      (await buyer.get(`/api/v1/transaction/${transactionId}`)).json(),
    );
    expect(paid.status).toBe('SUCCESSFUL');
    expect(paid.promoCodeData).toMatchObject({ type: 'PERCENT', value: 20 });

    const page = DeskPromoCodePage.parse((await editor.get(`${API}?q=${created.code}`)).json());
    expect(page.items.map((item) => [item.code, item.usedCount, item.paidOrders])).toEqual([
      [created.code, 1, 1],
    ]);

    const opened = DeskPromoCode.parse((await editor.get(`${API}/${created.id}`)).json());
    const edited = await editor.request('PUT', `${API}/${created.id}`, {
      ...opened,
      type: 'FIXED',
      value: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = TransactionDto.parse(
      (await buyer.get(`/api/v1/transaction/${transactionId}`)).json(),
    );
    expect(after.promoCodeData).toEqual(paid.promoCodeData);
    expect(after.totalSum).toBe(paid.totalSum);
  });
});
